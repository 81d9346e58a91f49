import { Tag } from 'antd';
import { difficultyColor, difficultyLabel, splitTags, tagLabel } from '../format';
import type { Difficulty } from '@forge/contracts';

export function DifficultyTag({ difficulty }: { difficulty: Difficulty }) {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- a difficulty a newer server adds still shows, in the neutral colour
  return <Tag color={difficultyColor[difficulty] ?? 'default'}>{difficultyLabel(difficulty)}</Tag>;
}

export function TopicTags({ tags }: { tags: string }) {
  return (
    <>
      {splitTags(tags).map((tag) => (
        <Tag key={tag} color="geekblue">
          {tagLabel(tag)}
        </Tag>
      ))}
    </>
  );
}

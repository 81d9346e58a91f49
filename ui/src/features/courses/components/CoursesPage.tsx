import { ApartmentOutlined, CodeOutlined, NodeIndexOutlined } from '@ant-design/icons';
import { PageShell } from '../../layout/components/PageShell';
import '../../../styles/contests.css';

/** Static course cards (spec §2 /courses). */
const courses = [
  {
    title: 'Basic Programming',
    level: 'Beginner',
    lessons: 12,
    text: 'Variables, loops, functions and arrays: the foundations every solver needs.',
    icon: <CodeOutlined />,
    tone: 'easy',
  },
  {
    title: 'Data Structures',
    level: 'Intermediate',
    lessons: 18,
    text: 'Linked lists, stacks, queues, trees and graphs, and when to reach for each.',
    icon: <ApartmentOutlined />,
    tone: 'medium',
  },
  {
    title: 'Algorithms',
    level: 'Advanced',
    lessons: 24,
    text: 'Sorting, searching, greedy choices, graph search and dynamic programming.',
    icon: <NodeIndexOutlined />,
    tone: 'hard',
  },
] as const;

export default function CoursesPage() {
  return (
    <PageShell title="Courses" subtitle="Structured paths from your first loop to advanced algorithms.">
      <ul className="card-grid course-grid" aria-label="Courses">
        {courses.map((course) => (
          <li key={course.title} className="surface-card course-card">
            <span className={`feature-icon tone-${course.tone}`} aria-hidden="true">
              {course.icon}
            </span>
            <h2>{course.title}</h2>
            <p className="muted">{course.text}</p>
            <div className="course-meta">
              <span className={`badge badge-${course.tone}`}>{course.level}</span>
              <span className="muted">{course.lessons} lessons</span>
            </div>
          </li>
        ))}
      </ul>
      <p className="coming-soon">More Courses Coming Soon!</p>
    </PageShell>
  );
}

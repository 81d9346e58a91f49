import { Button, Popconfirm } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { CONFIRM_DELETE } from '../adminProblemsMachine';

/** Deleting a problem or a video asks first (spec §5). */
export function DeleteConfirmButton({
  name,
  busy,
  disabled,
  onConfirm,
}: {
  name: string;
  busy: boolean;
  disabled: boolean;
  onConfirm: () => void;
}) {
  return (
    <Popconfirm title={CONFIRM_DELETE} okText="Delete" okButtonProps={{ danger: true }} cancelText="Cancel" onConfirm={onConfirm}>
      <Button danger size="small" icon={<DeleteOutlined />} loading={busy} disabled={disabled} aria-label={`Delete ${name}`}>
        Delete
      </Button>
    </Popconfirm>
  );
}

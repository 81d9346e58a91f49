import { adminProblemsMachine } from '../adminProblemsMachine';
import { AdminProblemsScreen } from './AdminProblemsScreen';

export const DELETE_FAILED = 'Failed to delete problem';

/** /admin/delete (spec §2, §8). */
export default function DeleteProblemPage() {
  return (
    <AdminProblemsScreen
      title="Delete Problems"
      subtitle="Deleted problems disappear from the library; their history stays in the event log."
      tableLabel="Problems"
      machine={adminProblemsMachine}
      describeDeleteError={() => DELETE_FAILED}
      deleteName={(problem) => problem.title}
    />
  );
}

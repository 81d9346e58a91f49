import { useMachine } from '@xstate/react';
import { Alert, Button, Card, Skeleton } from 'antd';
import { useState } from 'react';
import { useParams } from 'wouter';
import type { ProfileView } from '@forge/contracts';
import { PageShell } from '../../layout/components/PageShell';
import { useAuth } from '../../account/AuthProvider';
import { useVerdicts } from '../../live/LiveProvider';
import { profileMachine } from '../profileMachine';
import { viewerTimeZone } from '../api';
import { SubmissionCalendar } from './SubmissionCalendar';
import { AcceptanceRate, SolvedSummary } from './SolvedSummary';
import { LanguagesTable, RecentAccepted, TagProgress } from './ProfileLists';
import { RatingChart } from './RatingChart';
import './profile.css';

const nameOf = (user: ProfileView['user']) => [user.firstName, user.lastName].filter(Boolean).join(' ');

function Profile({ profile, timeZone }: { profile: ProfileView; timeZone: string }) {
  return (
    <div className="pf-grid">
      <Card title="Solved problems" className="pf-card">
        <SolvedSummary solved={profile.solved} totals={profile.totals} />
      </Card>
      {profile.acceptanceRate !== undefined && (
        <Card title="Acceptance rate" className="pf-card pf-center">
          <AcceptanceRate rate={profile.acceptanceRate} />
        </Card>
      )}
      {profile.rating && (
        <Card title="Rating" className="pf-card pf-wide">
          <RatingChart rating={profile.rating} />
        </Card>
      )}
      {profile.calendar && (
        <Card title="Submissions" className="pf-card pf-wide">
          <SubmissionCalendar calendar={profile.calendar} streak={profile.streak} timeZone={timeZone} />
        </Card>
      )}
      {profile.languages && (
        <Card title="Languages" className="pf-card">
          <LanguagesTable languages={profile.languages} />
        </Card>
      )}
      {profile.tags && (
        <Card title="Progress by tag" className="pf-card">
          <TagProgress tags={profile.tags} />
        </Card>
      )}
      {profile.recentAccepted && (
        <Card title="Recent accepted submissions" className="pf-card pf-wide">
          <RecentAccepted recent={profile.recentAccepted} />
        </Card>
      )}
    </div>
  );
}

function LearnerProfile({ userId }: { userId: string }) {
  const [timeZone] = useState(viewerTimeZone);
  const [state, send] = useMachine(profileMachine, { input: { userId, timeZone } });
  const { user } = useAuth();
  // One's own accepted verdict, from any tab, shows on one's open profile without a reload.
  useVerdicts((payload) => {
    if (payload.kind === 'submit' && payload.result.accepted && user?._id === userId) send({ type: 'REFRESH' });
  });
  const { profile, error } = state.context;

  if (state.matches('notFound')) {
    return (
      <PageShell title="Profile">
        <Alert type="warning" showIcon title="User not found" description="There is no learner with this profile." />
      </PageShell>
    );
  }
  if (!profile) {
    return (
      <PageShell title="Profile">
        {state.matches('failure') ? (
          <Alert type="error" showIcon title={error} action={<Button onClick={() => send({ type: 'RETRY' })}>Try Again</Button>} />
        ) : (
          <Skeleton active paragraph={{ rows: 8 }} />
        )}
      </PageShell>
    );
  }
  return (
    <PageShell title={nameOf(profile.user)} subtitle={user?._id === userId ? 'Your profile' : 'Profile'}>
      <Profile profile={profile} timeZone={timeZone} />
    </PageShell>
  );
}

/** /profile/:id (issue 35): a learner's work at a glance, live for one's own. */
export default function ProfilePage() {
  const { id } = useParams<{ id: string }>();
  // Another learner is another read: a fresh machine, not the last one's state.
  return <LearnerProfile key={id} userId={id} />;
}

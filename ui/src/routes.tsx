import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { AdminOnly, SignedInOnly, VisitorOnly } from './features/account/components/Guards';
import { FullPageSpinner } from './features/account/components/FullPageSpinner';
import HomePage from './features/home/components/HomePage';

const LoginPage = lazy(() => import('./features/account/components/LoginPage'));
const SignupPage = lazy(() => import('./features/account/components/SignupPage'));
const ProblemsPage = lazy(() => import('./features/problemList/components/ProblemsPage'));
const ProblemPage = lazy(() => import('./features/problem/components/ProblemPage'));
const ContestsPage = lazy(() => import('./features/contests/components/ContestsPage'));
const ContestPage = lazy(() => import('./features/contests/components/ContestPage'));
const AdminContestsPage = lazy(() => import('./features/admin/contests/components/AdminContestsPage'));
const LeaderboardPage = lazy(() => import('./features/leaderboard/components/LeaderboardPage'));
const CoursesPage = lazy(() => import('./features/courses/components/CoursesPage'));
const AdminPanel = lazy(() => import('./features/admin/components/AdminPanel'));
const CreateProblemPage = lazy(() => import('./features/admin/components/CreateProblemPage'));
const UpdateProblemPage = lazy(() => import('./features/admin/components/UpdateProblemPage'));
const DeleteProblemPage = lazy(() => import('./features/admin/components/DeleteProblemPage'));
const VideoListPage = lazy(() => import('./features/admin/components/VideoListPage'));
const UploadVideoPage = lazy(() => import('./features/admin/components/UploadVideoPage'));
const ImportPackagePage = lazy(() => import('./features/admin/import/ImportPackagePage'));
const HistoryIndexPage = lazy(() => import('./features/audit/components/HistoryIndexPage'));
const ProblemHistoryPage = lazy(() => import('./features/audit/components/ProblemHistoryPage'));
const ContestHistoryPage = lazy(() => import('./features/audit/components/ContestHistoryPage'));
const AuditLogPage = lazy(() => import('./features/audit/components/AuditLogPage'));
const SubmissionPage = lazy(() => import('./features/audit/components/SubmissionPage'));
const ProfilePage = lazy(() => import('./features/profile/components/ProfilePage'));
const SettingsPage = lazy(() => import('./features/settings/components/SettingsPage'));
const NotFoundPage = lazy(() => import('./features/layout/components/NotFoundPage'));

/** Every page route and who may open it (spec §2 route access). */
export function AppRoutes() {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Switch>
        <Route path="/" component={HomePage} />
        <Route path="/login">
          <VisitorOnly>
            <LoginPage />
          </VisitorOnly>
        </Route>
        <Route path="/signup">
          <VisitorOnly>
            <SignupPage />
          </VisitorOnly>
        </Route>

        <Route path="/problems">
          <SignedInOnly>
            <ProblemsPage />
          </SignedInOnly>
        </Route>
        <Route path="/problem/:problemId">
          <SignedInOnly>
            <ProblemPage />
          </SignedInOnly>
        </Route>
        <Route path="/contests">
          <SignedInOnly>
            <ContestsPage />
          </SignedInOnly>
        </Route>
        <Route path="/leaderboard">
          <SignedInOnly>
            <LeaderboardPage />
          </SignedInOnly>
        </Route>
        <Route path="/courses">
          <SignedInOnly>
            <CoursesPage />
          </SignedInOnly>
        </Route>
        <Route path="/contest/:id">
          <SignedInOnly>
            <ContestPage />
          </SignedInOnly>
        </Route>
        <Route path="/profile/:id">
          <SignedInOnly>
            <ProfilePage />
          </SignedInOnly>
        </Route>
        <Route path="/settings">
          <SignedInOnly>
            <SettingsPage />
          </SignedInOnly>
        </Route>

        <Route path="/admin">
          <AdminOnly>
            <AdminPanel />
          </AdminOnly>
        </Route>
        <Route path="/admin/create">
          <AdminOnly>
            <CreateProblemPage />
          </AdminOnly>
        </Route>
        <Route path="/admin/update">
          <AdminOnly>
            <UpdateProblemPage />
          </AdminOnly>
        </Route>
        <Route path="/admin/update/:id">
          <AdminOnly>
            <UpdateProblemPage />
          </AdminOnly>
        </Route>
        <Route path="/admin/import">
          <AdminOnly>
            <ImportPackagePage />
          </AdminOnly>
        </Route>
        <Route path="/admin/delete">
          <AdminOnly>
            <DeleteProblemPage />
          </AdminOnly>
        </Route>
        <Route path="/admin/video">
          <AdminOnly>
            <VideoListPage />
          </AdminOnly>
        </Route>
        <Route path="/admin/upload/:problemId">
          <AdminOnly>
            <UploadVideoPage />
          </AdminOnly>
        </Route>
        <Route path="/admin/history">
          <AdminOnly>
            <HistoryIndexPage />
          </AdminOnly>
        </Route>
        <Route path="/admin/history/contest/:contestId">
          <AdminOnly>
            <ContestHistoryPage />
          </AdminOnly>
        </Route>
        <Route path="/admin/history/:problemId">
          <AdminOnly>
            <ProblemHistoryPage />
          </AdminOnly>
        </Route>
        <Route path="/admin/contests">
          <AdminOnly>
            <AdminContestsPage />
          </AdminOnly>
        </Route>
        <Route path="/admin/audit">
          <AdminOnly>
            <AuditLogPage />
          </AdminOnly>
        </Route>
        <Route path="/admin/submission/:id">
          <AdminOnly>
            <SubmissionPage />
          </AdminOnly>
        </Route>

        <Route>
          <NotFoundPage />
        </Route>
      </Switch>
    </Suspense>
  );
}

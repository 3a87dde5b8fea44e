import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { RouteError } from '../components/RouteError';
import { Layout } from './layout/Layout';

// Route-level code splitting: each page is its own chunk, so the landing page ships only the
// shell plus itself. Screens built by later issues replace `pending(...)` with their page.
const LandingPage = lazy(() => import('../features/landing/LandingPage').then((m) => ({ default: m.LandingPage })));
const NotFoundPage = lazy(() => import('../features/notFound/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));
const ScreenPending = lazy(() => import('../components/ScreenPending').then((m) => ({ default: m.ScreenPending })));
// Accounts (issue 3): sign-in screens, introduction, dashboard.
const LoginPage = lazy(() => import('../features/auth/LoginPage').then((m) => ({ default: m.LoginPage })));
const RegisterPage = lazy(() => import('../features/auth/RegisterPage').then((m) => ({ default: m.RegisterPage })));
const ActivatePage = lazy(() => import('../features/auth/ActivatePage').then((m) => ({ default: m.ActivatePage })));
const EmailLinkPage = lazy(() => import('../features/auth/EmailLinkPage').then((m) => ({ default: m.EmailLinkPage })));
const ForgotPasswordPage = lazy(() => import('../features/auth/ForgotPasswordPage').then((m) => ({ default: m.ForgotPasswordPage })));
const ResetPasswordPage = lazy(() => import('../features/auth/ResetPasswordPage').then((m) => ({ default: m.ResetPasswordPage })));
const IntroductionPage = lazy(() => import('../features/introduction/IntroductionPage').then((m) => ({ default: m.IntroductionPage })));
const StartCreatingPage = lazy(() => import('../features/startCreating/StartCreatingPage').then((m) => ({ default: m.StartCreatingPage })));
const DashboardLayout = lazy(() => import('../features/dashboard/DashboardLayout').then((m) => ({ default: m.DashboardLayout })));
const DashboardHome = lazy(() => import('../features/dashboard/DashboardHome').then((m) => ({ default: m.DashboardHome })));
const SettingsPage = lazy(() => import('../features/dashboard/SettingsPage').then((m) => ({ default: m.SettingsPage })));
const LoginHistoryPage = lazy(() => import('../features/dashboard/LoginHistoryPage').then((m) => ({ default: m.LoginHistoryPage })));
const ViolationsPage = lazy(() => import('../features/dashboard/ViolationsPage').then((m) => ({ default: m.ViolationsPage })));
const NotificationHistoryPage = lazy(() =>
  import('../features/dashboard/NotificationHistoryPage').then((m) => ({ default: m.NotificationHistoryPage })),
);
// The media library (issue 4).
const MediaPage = lazy(() => import('../features/media/MediaPage').then((m) => ({ default: m.MediaPage })));
// The public profile, and the development mailbox (the server answers 404 for it in production).
const ProfilePage = lazy(() => import('../features/profile/ProfilePage').then((m) => ({ default: m.ProfilePage })));
const DevMailboxPage = lazy(() => import('../features/devMailbox/DevMailboxPage').then((m) => ({ default: m.DevMailboxPage })));
// Members, invitations and the community world browser (issue 4).
const ManageMembersPage = lazy(() => import('../features/members/ManageMembersPage').then((m) => ({ default: m.ManageMembersPage })));
const InvitationPage = lazy(() => import('../features/members/InvitationPage').then((m) => ({ default: m.InvitationPage })));
const InvitationsPage = lazy(() => import('../features/members/InvitationsPage').then((m) => ({ default: m.InvitationsPage })));
const CommunityLayout = lazy(() => import('../features/community/CommunityLayout').then((m) => ({ default: m.CommunityLayout })));
const WorldsBrowserPage = lazy(() => import('../features/community/WorldsBrowserPage').then((m) => ({ default: m.WorldsBrowserPage })));
const FollowingPage = lazy(() => import('../features/community/FollowingPage').then((m) => ({ default: m.FollowingPage })));

// Public pages: pricing, updates, the architecture visualization and help.
const PricingPage = lazy(() => import('../features/pricing/PricingPage').then((m) => ({ default: m.PricingPage })));
const UpdatesPage = lazy(() => import('../features/updates/UpdatesPage').then((m) => ({ default: m.UpdatesPage })));
const AppDiagramPage = lazy(() => import('../features/appDiagram/AppDiagramPage').then((m) => ({ default: m.AppDiagramPage })));
const HelpHomePage = lazy(() => import('../features/help/HelpHomePage').then((m) => ({ default: m.HelpHomePage })));
const HelpLayout = lazy(() => import('../features/help/HelpLayout').then((m) => ({ default: m.HelpLayout })));
const FaqPage = lazy(() => import('../features/help/FaqPage').then((m) => ({ default: m.FaqPage })));
const TermsOfServicePage = lazy(() => import('../features/help/TermsOfServicePage').then((m) => ({ default: m.TermsOfServicePage })));
const PrivacyPolicyPage = lazy(() => import('../features/help/PrivacyPolicyPage').then((m) => ({ default: m.PrivacyPolicyPage })));
const StoringPasswordsPage = lazy(() => import('../features/help/StoringPasswordsPage').then((m) => ({ default: m.StoringPasswordsPage })));
const InappropriateContentPage = lazy(() =>
  import('../features/help/InappropriateContentPage').then((m) => ({ default: m.InappropriateContentPage })),
);

// Worlds (issue 4): the creation hub, creating and managing worlds, the world page.
const CreationPage = lazy(() => import('../features/worlds/CreationPage').then((m) => ({ default: m.CreationPage })));
const WorldPage = lazy(() => import('../features/worlds/WorldPage').then((m) => ({ default: m.WorldPage })));
const CreateWorldPage = lazy(() => import('../features/worlds/CreateWorldPage').then((m) => ({ default: m.CreateWorldPage })));
const ManageWorldsPage = lazy(() => import('../features/worlds/ManageWorldsPage').then((m) => ({ default: m.ManageWorldsPage })));

// Writings (issue 5): the new-writing form, the writing room and the reading room.
const NewWritingPage = lazy(() => import('../features/writings/NewWritingPage').then((m) => ({ default: m.NewWritingPage })));
const CurrentWritingRoomPage = lazy(() => import('../features/writings/CurrentWritingRoomPage').then((m) => ({ default: m.CurrentWritingRoomPage })));
const WritingRoomPage = lazy(() => import('../features/writings/WritingRoomPage').then((m) => ({ default: m.WritingRoomPage })));
const ReadingRoomPage = lazy(() => import('../features/writings/ReadingRoomPage').then((m) => ({ default: m.ReadingRoomPage })));

const pending = (name: string) => <ScreenPending name={name} />;
const screen = (path: string, name: string): RouteObject => ({ path, element: pending(name) });

// Both spec documents, section 2. Unknown paths fall through to the not-found page.
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteError />,
    children: [
      // Accounts, worlds and community (document 1)
      { index: true, element: <LandingPage /> },
      { path: 'login', element: <LoginPage /> },
      { path: 'register', element: <RegisterPage /> },
      { path: 'activate/:code', element: <ActivatePage /> },
      { path: 'forgot-password', element: <ForgotPasswordPage /> },
      { path: 'reset-password/:code', element: <ResetPasswordPage /> },
      { path: 'confirm-email/:code', element: <EmailLinkPage kind="confirm" /> },
      { path: 'cancel-email-change/:code', element: <EmailLinkPage kind="cancel" /> },
      { path: 'introduction', element: <IntroductionPage /> },
      { path: 'start-creating', element: <StartCreatingPage /> },
      {
        path: 'dashboard',
        element: <DashboardLayout />,
        children: [
          { index: true, element: <DashboardHome /> },
          { path: 'settings', element: <SettingsPage /> },
          { path: 'login-history', element: <LoginHistoryPage /> },
          { path: 'following', element: <FollowingPage /> },
          { path: 'invitations', element: <InvitationsPage /> },
          { path: 'notification-history', element: <NotificationHistoryPage /> },
          screen('manage-subscription', 'Manage Subscription'),
          { path: 'violations', element: <ViolationsPage /> },
          { path: 'media', element: <MediaPage /> },
        ],
      },
      screen('subscribe', 'Subscribe'),
      screen('payment-success', 'Payment Successful'),
      { path: 'user/:id', element: <ProfilePage /> },
      screen('inspiration', 'Inspiration'),
      { path: 'creation', element: <CreationPage /> },
      { path: 'world/:id', element: <WorldPage /> },
      { path: 'create-world', element: <CreateWorldPage /> },
      { path: 'manage-worlds', element: <ManageWorldsPage /> },
      { path: 'manage-members', element: <ManageMembersPage /> },
      { path: 'invitation/:id', element: <InvitationPage /> },
      {
        path: 'community',
        element: <CommunityLayout />,
        children: [
          { index: true, element: <Navigate to="/community/worlds" replace /> },
          { path: 'worlds', element: <WorldsBrowserPage /> },
          screen('posts', 'Community Posts'),
        ],
      },
      { path: 'pricing', element: <PricingPage /> },
      screen('support', 'Support'),
      { path: 'updates', element: <UpdatesPage /> },
      { path: 'app-diagram', element: <AppDiagramPage /> },
      {
        path: 'help',
        children: [
          // The help home alone; every other help page beside the help menu.
          { index: true, element: <HelpHomePage /> },
          {
            element: <HelpLayout />,
            children: [
              { path: 'faq', element: <FaqPage /> },
              { path: 'terms-of-service', element: <TermsOfServicePage /> },
              { path: 'privacy-policy', element: <PrivacyPolicyPage /> },
              { path: 'storing-passwords', element: <StoringPasswordsPage /> },
              { path: 'inappropriate-content', element: <InappropriateContentPage /> },
            ],
          },
        ],
      },

      // Creative elements (document 2)
      { path: 'new-writing', element: <NewWritingPage /> },
      { path: 'writing-room', element: <CurrentWritingRoomPage /> },
      { path: 'writing/:id', element: <WritingRoomPage /> },
      { path: 'reading-room/:id', element: <ReadingRoomPage /> },
      screen('new-wiki', 'New Wiki'),
      screen('wiki/:id', 'Wiki'),
      screen('new-map', 'New Map'),
      screen('map/:id', 'Map'),
      screen('generate-map', 'Map Generator'),
      screen('new-timeline', 'New Timeline'),
      screen('timeline/:id', 'Timeline'),
      screen('calendar', 'Calendar'),
      screen('new-language', 'New Language'),
      screen('language/:id', 'Language'),

      // Development only (issue 3): the server's outbox, one mail at /dev/mailbox/{id}.
      { path: 'dev/mailbox/:mailId?', element: <DevMailboxPage /> },

      { path: '404', element: <NotFoundPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

import { DEFAULT_SUBFORUM } from '@lorewright/domain/community/defaultSubforum';
// Every bundled demo element has the demo world's id, 'example'.
import { DEMO_WORLD_ID as DEMO_ELEMENT_ID } from '@lorewright/domain/worlds/demoWorldId';
import { Navigate, type LoaderFunctionArgs, type RouteObject, type ShouldRevalidateFunctionArgs } from 'react-router';
import { elementReadPath, prefetchElement } from '../lib/elementPrefetch';
import { RouteError } from '../components/RouteError';
import { Layout } from './layout/Layout';
import { lazyPage } from './lazyPage';

// Route-level code splitting: each page is its own chunk, so the landing page ships only the
// shell plus itself.
const LandingPage = lazyPage(() => import('../features/landing/LandingPage'), 'LandingPage');
const NotFoundPage = lazyPage(() => import('../components/NotFoundPage'), 'NotFoundPage');
// Accounts: sign-in screens, introduction, dashboard.
const LoginPage = lazyPage(() => import('../features/auth/LoginPage'), 'LoginPage');
const RegisterPage = lazyPage(() => import('../features/auth/RegisterPage'), 'RegisterPage');
const ActivatePage = lazyPage(() => import('../features/auth/ActivatePage'), 'ActivatePage');
const EmailLinkPage = lazyPage(() => import('../features/auth/EmailLinkPage'), 'EmailLinkPage');
const ForgotPasswordPage = lazyPage(() => import('../features/auth/ForgotPasswordPage'), 'ForgotPasswordPage');
const ResetPasswordPage = lazyPage(() => import('../features/auth/ResetPasswordPage'), 'ResetPasswordPage');
const IntroductionPage = lazyPage(() => import('../features/introduction/IntroductionPage'), 'IntroductionPage');
const StartCreatingPage = lazyPage(() => import('../features/startCreating/StartCreatingPage'), 'StartCreatingPage');
const DashboardLayout = lazyPage(() => import('../features/dashboard/DashboardLayout'), 'DashboardLayout');
const DashboardHome = lazyPage(() => import('../features/dashboard/DashboardHome'), 'DashboardHome');
const SettingsPage = lazyPage(() => import('../features/dashboard/SettingsPage'), 'SettingsPage');
const LoginHistoryPage = lazyPage(() => import('../features/dashboard/LoginHistoryPage'), 'LoginHistoryPage');
const ViolationsPage = lazyPage(() => import('../features/dashboard/ViolationsPage'), 'ViolationsPage');
const NotificationHistoryPage = lazyPage(() => import('../features/dashboard/NotificationHistoryPage'), 'NotificationHistoryPage');
// Subscriptions: choosing elements, back from the checkout, and the plan in the dashboard.
const SubscribePage = lazyPage(() => import('../features/billing/SubscribePage'), 'SubscribePage');
const PaymentSuccessPage = lazyPage(() => import('../features/billing/PaymentSuccessPage'), 'PaymentSuccessPage');
const ManageSubscriptionPage = lazyPage(() => import('../features/billing/ManageSubscriptionPage'), 'ManageSubscriptionPage');
// The media library.
const MediaPage = lazyPage(() => import('../features/media/MediaPage'), 'MediaPage');
// The public profile, and the development mailbox (the server answers 404 for it in production).
const ProfilePage = lazyPage(() => import('../features/profile/ProfilePage'), 'ProfilePage');
const DevMailboxPage = lazyPage(() => import('../features/devMailbox/DevMailboxPage'), 'DevMailboxPage');
// Members, invitations and the community world browser.
const ManageMembersPage = lazyPage(() => import('../features/worlds/members/ManageMembersPage'), 'ManageMembersPage');
const InvitationPage = lazyPage(() => import('../features/worlds/members/InvitationPage'), 'InvitationPage');
const InvitationsPage = lazyPage(() => import('../features/worlds/members/InvitationsPage'), 'InvitationsPage');
const InspirationPage = lazyPage(() => import('../features/inspiration/InspirationPage'), 'InspirationPage');
const CommunityLayout = lazyPage(() => import('../features/community/CommunityLayout'), 'CommunityLayout');
const WorldsBrowserPage = lazyPage(() => import('../features/community/WorldsBrowserPage'), 'WorldsBrowserPage');
const FollowingPage = lazyPage(() => import('../features/community/FollowingPage'), 'FollowingPage');
// The community feed and forum.
const FeedPage = lazyPage(() => import('../features/feed/FeedPage'), 'FeedPage');
const ForumPage = lazyPage(() => import('../features/forum/ForumPage'), 'ForumPage');
const ThreadPage = lazyPage(() => import('../features/forum/ThreadPage'), 'ThreadPage');

// Public pages: pricing, updates, the architecture visualization and help.
const PricingPage = lazyPage(() => import('../features/pricing/PricingPage'), 'PricingPage');
const UpdatesPage = lazyPage(() => import('../features/updates/UpdatesPage'), 'UpdatesPage');
const AppDiagramPage = lazyPage(() => import('../features/appDiagram/AppDiagramPage'), 'AppDiagramPage');
const HelpHomePage = lazyPage(() => import('../features/help/HelpHomePage'), 'HelpHomePage');
const HelpLayout = lazyPage(() => import('../features/help/HelpLayout'), 'HelpLayout');
const FaqPage = lazyPage(() => import('../features/help/FaqPage'), 'FaqPage');
const TermsOfServicePage = lazyPage(() => import('../features/help/TermsOfServicePage'), 'TermsOfServicePage');
const PrivacyPolicyPage = lazyPage(() => import('../features/help/PrivacyPolicyPage'), 'PrivacyPolicyPage');
const StoringPasswordsPage = lazyPage(() => import('../features/help/StoringPasswordsPage'), 'StoringPasswordsPage');
const InappropriateContentPage = lazyPage(() => import('../features/help/InappropriateContentPage'), 'InappropriateContentPage');

// Worlds: the creation hub, creating and managing worlds, the world page.
const CreationPage = lazyPage(() => import('../features/worlds/CreationPage'), 'CreationPage');
const WorldPage = lazyPage(() => import('../features/worlds/WorldPage'), 'WorldPage');
const CreateWorldPage = lazyPage(() => import('../features/worlds/CreateWorldPage'), 'CreateWorldPage');
const ManageWorldsPage = lazyPage(() => import('../features/worlds/ManageWorldsPage'), 'ManageWorldsPage');

// Writings: the new-writing form, the writing room and the reading room.
const NewWritingPage = lazyPage(() => import('../features/writings/NewWritingPage'), 'NewWritingPage');
const CurrentWritingRoomPage = lazyPage(() => import('../features/writings/CurrentWritingRoomPage'), 'CurrentWritingRoomPage');
const WritingRoomPage = lazyPage(() => import('../features/writings/WritingRoomPage'), 'WritingRoomPage');
const ReadingRoomPage = lazyPage(() => import('../features/writings/ReadingRoomPage'), 'ReadingRoomPage');
// Wikis: the new-wiki form and the wiki page.
const NewWikiPage = lazyPage(() => import('../features/wikis/NewWikiPage'), 'NewWikiPage');
const WikiPage = lazyPage(() => import('../features/wikis/WikiPage'), 'WikiPage');
// Maps: the new-map form, the map page and the map generator.
const NewMapPage = lazyPage(() => import('../features/maps/NewMapPage'), 'NewMapPage');
const MapPage = lazyPage(() => import('../features/maps/MapPage'), 'MapPage');
const GenerateMapPage = lazyPage(() => import('../features/maps/GenerateMapPage'), 'GenerateMapPage');
// Timelines: the new-timeline form, the timeline page and the calendar editor.
const NewTimelinePage = lazyPage(() => import('../features/timelines/NewTimelinePage'), 'NewTimelinePage');
const CalendarPage = lazyPage(() => import('../features/timelines/CalendarPage'), 'CalendarPage');
const TimelinePage = lazyPage(() => import('../features/timelines/TimelinePage'), 'TimelinePage');
// Languages: the new-language form and the language page.
const NewLanguagePage = lazyPage(() => import('../features/languages/NewLanguagePage'), 'NewLanguagePage');
const LanguagePage = lazyPage(() => import('../features/languages/LanguagePage'), 'LanguagePage');
// The staff console: support staff and admins only.
const StaffPage = lazyPage(() => import('../features/staff/StaffPage'), 'StaffPage');
const StaffUserPage = lazyPage(() => import('../features/staff/StaffUserPage'), 'StaffUserPage');
const TicketsPage = lazyPage(() => import('../features/staff/tickets/TicketsPage'), 'TicketsPage');
const TicketPage = lazyPage(() => import('../features/staff/tickets/TicketPage'), 'TicketPage');
const ReportsPage = lazyPage(() => import('../features/staff/reports/ReportsPage'), 'ReportsPage');

// The routes of product.md §2.1–§2.3. Unknown paths fall through to the not-found page.
// The large elements' pages start reading their element as the address is matched, beside
// their own code (lib/elementPrefetch.ts); the bundled demo elements are never read. Only a
// new element asks again: a page that changes its own address's query keeps its read.
const readingAhead = (kind: 'map' | 'timeline' | 'language') => ({
  loader: ({ params }: LoaderFunctionArgs) => {
    if (params.id && params.id !== DEMO_ELEMENT_ID) prefetchElement(elementReadPath(kind, params.id));
    return null;
  },
  shouldRevalidate: ({ currentParams, nextParams }: ShouldRevalidateFunctionArgs) => currentParams.id !== nextParams.id,
});

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
          { path: 'manage-subscription', element: <ManageSubscriptionPage /> },
          { path: 'violations', element: <ViolationsPage /> },
          { path: 'media', element: <MediaPage /> },
        ],
      },
      { path: 'subscribe', element: <SubscribePage /> },
      { path: 'payment-success', element: <PaymentSuccessPage /> },
      { path: 'user/:id', element: <ProfilePage /> },
      { path: 'inspiration', element: <InspirationPage /> },
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
          { path: 'posts', element: <FeedPage /> },
          { path: 'forum', element: <Navigate to={`/community/forum/${DEFAULT_SUBFORUM}`} replace /> },
          { path: 'forum/:subforum', element: <ForumPage /> },
          { path: 'forum/:subforum/:threadId', element: <ThreadPage /> },
        ],
      },
      { path: 'pricing', element: <PricingPage /> },
      { path: 'support', Component: lazyPage(() => import('../features/support/SupportPage'), 'SupportPage') },
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
      { path: 'new-wiki', element: <NewWikiPage /> },
      { path: 'wiki/:id', element: <WikiPage /> },
      { path: 'new-map', element: <NewMapPage /> },
      { path: 'map/:id', element: <MapPage />, ...readingAhead('map') },
      { path: 'generate-map', element: <GenerateMapPage /> },
      { path: 'new-timeline', element: <NewTimelinePage /> },
      { path: 'timeline/:id', element: <TimelinePage />, ...readingAhead('timeline') },
      { path: 'calendar', element: <CalendarPage /> },
      { path: 'new-language', element: <NewLanguagePage /> },
      { path: 'language/:id', element: <LanguagePage />, ...readingAhead('language') },

      // Staff only.
      { path: 'staff', element: <StaffPage /> },
      { path: 'staff/users/:id', element: <StaffUserPage /> },
      { path: 'staff/tickets', element: <TicketsPage /> },
      { path: 'staff/tickets/:ticketId', element: <TicketPage /> },
      { path: 'staff/reports', element: <ReportsPage /> },

      // Development only: the server's outbox, one mail at /dev/mailbox/{id}.
      { path: 'dev/mailbox/:mailId?', element: <DevMailboxPage /> },

      { path: '404', element: <NotFoundPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

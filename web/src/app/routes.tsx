import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { RouteError } from '../components/RouteError';
import { Layout } from './layout/Layout';

// Route-level code splitting: each page is its own chunk, so the landing page ships only the
// shell plus itself. Screens built by later issues replace `pending(...)` with their page.
const LandingPage = lazy(() => import('../features/landing/LandingPage').then((m) => ({ default: m.LandingPage })));
const NotFoundPage = lazy(() => import('../features/notFound/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));
const ScreenPending = lazy(() => import('../components/ScreenPending').then((m) => ({ default: m.ScreenPending })));

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
      screen('login', 'Login'),
      screen('register', 'Register'),
      screen('activate/:code', 'Account Activation'),
      screen('forgot-password', 'Forgot Password'),
      screen('reset-password/:code', 'Reset Password'),
      screen('introduction', 'Introduction'),
      screen('start-creating', 'Start Creating'),
      {
        path: 'dashboard',
        children: [
          { index: true, element: pending('Dashboard') },
          screen('settings', 'Account Settings'),
          screen('login-history', 'Login History'),
          screen('following', 'Following'),
          screen('invitations', 'Invitations'),
          screen('notification-history', 'Notification History'),
          screen('manage-subscription', 'Manage Subscription'),
          screen('violations', 'Violations'),
          screen('media', 'Media'),
        ],
      },
      screen('subscribe', 'Subscribe'),
      screen('payment-success', 'Payment Successful'),
      screen('user/:id', 'Profile'),
      screen('inspiration', 'Inspiration'),
      screen('creation', 'Creation'),
      screen('world/:id', 'World'),
      screen('create-world', 'Create World'),
      screen('manage-worlds', 'Manage Worlds'),
      screen('manage-members', 'Manage Members'),
      screen('invitation/:id', 'Invitation'),
      {
        path: 'community',
        children: [
          { index: true, element: <Navigate to="/community/worlds" replace /> },
          screen('worlds', 'Community Worlds'),
          screen('posts', 'Community Posts'),
        ],
      },
      screen('pricing', 'Pricing'),
      screen('support', 'Support'),
      screen('updates', 'Updates & Fixes'),
      screen('app-diagram', 'Visualization'),
      {
        path: 'help',
        children: [
          { index: true, element: pending('Help') },
          screen('faq', 'FAQ'),
          screen('terms-of-service', 'Terms of Service'),
          screen('privacy-policy', 'Privacy Policy'),
          screen('storing-passwords', 'Storing Passwords'),
          screen('inappropriate-content', 'Inappropriate Content'),
        ],
      },

      // Creative elements (document 2)
      screen('new-writing', 'New Writing'),
      screen('writing-room', 'Writing Room'),
      screen('writing/:id', 'Writing'),
      screen('reading-room/:id', 'Reading Room'),
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

      { path: '404', element: <NotFoundPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

import { Link } from 'react-router';
import { HelpArticle } from './HelpArticle';

export function PrivacyPolicyPage() {
  return (
    <HelpArticle title="Privacy Policy" updated="August 10, 2022" intro="This policy explains what Lorewright records about you, and why.">
      <h2>Logs and user activity</h2>
      <p>
        Each time you log in, the date, your IP address and an approximate location (city and country) are added to your login history, which you can see on
        your dashboard.
      </p>
      <p>
        Visits to some public pages are counted anonymously under a random visitor id kept in your browser. A visit records the page address and, the first
        time, your screen and window size, screen orientation, browser language and the page that sent you. Lorewright also notes when such a page is hidden or
        shown again.
      </p>

      <h2>Passwords</h2>
      <p>
        Passwords are hashed, never stored in plain text. <Link to="/help/storing-passwords">Storing Passwords</Link> explains how.
      </p>

      <h2>Card and address data</h2>
      <p>
        Payments are handled by an external card payment provider. Your card details and billing address are entered on the provider's pages and handled only by
        the provider; Lorewright never sees them. Lorewright keeps what you subscribed to and your invoices.
      </p>

      <h2>Intellectual property</h2>
      <p>
        The worlds you build, and the writings, wikis, maps, timelines and languages in them, remain yours. Lorewright stores them to run the service and shows
        them to others only when you make them public or share a world with its members. Anything you make public must follow the{' '}
        <Link to="/help/terms-of-service">Terms of Service</Link>, including respect for other people's copyright.
      </p>

      <h2>E-mail</h2>
      <p>Your e-mail address is used to activate your account, to reset your password and for world invitations.</p>
    </HelpArticle>
  );
}

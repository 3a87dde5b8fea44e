import { Link } from 'react-router';
import { ContentPolicyList } from './contentPolicy';
import { HelpArticle } from './HelpArticle';

export function TermsOfServicePage() {
  return (
    <HelpArticle
      title="Terms of Service"
      updated="April 2022"
      intro="These terms apply to everyone who uses Lorewright. By creating an account or using the site, you agree to them."
    >
      <h2>Content policy</h2>
      <p>The following is not allowed anywhere on Lorewright:</p>
      <ContentPolicyList />
      <p>
        Content that breaks this policy may be removed and may lead to a violation on the account that posted it. Your violations, and a way to appeal them, are
        on your dashboard. To report content, see <Link to="/help/inappropriate-content">Inappropriate Content</Link>.
      </p>

      <h2>Using the API</h2>
      <p>
        Lorewright may only be used through its own front end, this website. There is no public API: other programs, scripts and bots must not call Lorewright's
        server.
      </p>

      <h2>Your privacy</h2>
      <p>
        What Lorewright records about you, and how it is kept, is described in the <Link to="/help/privacy-policy">Privacy Policy</Link>.
      </p>
    </HelpArticle>
  );
}

import { Link } from 'react-router';
import { ContentPolicyList } from './contentPolicy';
import { HelpArticle } from './HelpArticle';

export function InappropriateContentPage() {
  return (
    <HelpArticle title="Inappropriate Content" intro="What is not allowed on Lorewright, and what to do when you come across it.">
      <h2>What is not allowed</h2>
      <p>
        The content policy of the <Link to="/help/terms-of-service">Terms of Service</Link> rules out:
      </p>
      <ContentPolicyList />

      <h2>How to report it</h2>
      <ol>
        <li>
          Log in and open the <Link to="/support">support page</Link>.
        </li>
        <li>
          Choose <strong>Report A Problem</strong>.
        </li>
        <li>Give the address of the page in the subject or the text, say what is wrong, and add screenshots if you can.</li>
      </ol>

      <h2>What happens next</h2>
      <p>
        Content that breaks the policy may be removed and may lead to a violation on the account that posted it, or to the account being blocked. Illegal
        activity is reported to the authorities. Account holders see their violations on their dashboard, where they can appeal them.
      </p>
    </HelpArticle>
  );
}

import { EXPORT_KEEP_DAYS } from '@lorewright/domain/exports/exportMessages';
import { Link } from 'react-router';
import { HelpArticle } from './HelpArticle';
import styles from './Help.module.css';

// The FAQ's statements come from product.md §1.
const questions = [
  {
    question: 'Can I get a refund?',
    answer: (
      <>
        Refunds are only given for subscriptions that are less than 14 days old, unless the circumstances are exceptional. To ask for one,{' '}
        <Link to="/support">contact support</Link>.
      </>
    ),
  },
  {
    question: 'What do beta users get?',
    answer: 'During the beta, all users who registered before release get 1 year free of all elements.',
  },
  {
    question: 'Which elements are free?',
    answer: (
      <>
        Writings and wikis are free. Timelines, maps and languages are paid, per element. See the <Link to="/pricing">pricing page</Link> for the prices.
      </>
    ),
  },
  // Languages are a paid element like maps and timelines.
  {
    question: 'What can I do with languages?',
    answer:
      'Upload runes and map each to a key of one or more characters, then type in the writing area to see your text in runes. Keep a lexicon of words with their meaning and type, and show any scene or wiki section in the runes of one of your languages.',
  },
  {
    question: 'What happens to my data if I cancel?',
    answer: 'Your data is kept after you cancel your subscription.',
  },
  {
    question: 'Can I download my data?',
    answer: `Yes. Choose Download my data on your dashboard (or export one world from Manage Worlds): you get a ZIP of your worlds, their elements and pictures, with a page that opens them in any browser. The ZIP can be downloaded for ${EXPORT_KEEP_DAYS} days.`,
  },
  {
    question: 'How do I cancel my subscription?',
    answer: (
      <>
        On your dashboard, open <Link to="/dashboard/manage-subscription">Manage Subscription</Link> and choose Cancel.
      </>
    ),
  },
];

export function FaqPage() {
  return (
    <HelpArticle title="FAQ" intro="Frequently asked questions about subscriptions, the beta and your data.">
      <dl className={styles.faq}>
        {questions.map(({ question, answer }) => (
          <div key={question} className={styles.question}>
            <dt>{question}</dt>
            <dd>{answer}</dd>
          </div>
        ))}
      </dl>
    </HelpArticle>
  );
}

// The help pages under /help (product.md §2), in menu order.
export interface HelpTopic {
  path: string;
  title: string;
  summary: string;
}

export const helpTopics: HelpTopic[] = [
  { path: 'faq', title: 'FAQ', summary: 'Refunds, the beta offer, cancelling and your data.' },
  { path: 'terms-of-service', title: 'Terms of Service', summary: 'The content policy and how Lorewright may be used.' },
  { path: 'privacy-policy', title: 'Privacy Policy', summary: 'What is logged, how passwords and payments are handled, and who owns your work.' },
  { path: 'storing-passwords', title: 'Storing Passwords', summary: 'Why your password is hashed and never kept in plain text.' },
  { path: 'inappropriate-content', title: 'Inappropriate Content', summary: 'What is not allowed and how to report it.' },
];

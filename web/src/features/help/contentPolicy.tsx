// The content policy of the terms of service (product.md §1), also shown on the inappropriate-content page.
export const contentPolicy: string[] = [
  'Pornographic or obscene content.',
  'Extremely violent content.',
  'Incitement, such as calls to violence or hatred against others.',
  'Illegal activity. It is reported to the authorities.',
  "Public content that violates someone else's copyright.",
];

export function ContentPolicyList() {
  return (
    <ul>
      {contentPolicy.map((rule) => (
        <li key={rule}>{rule}</li>
      ))}
    </ul>
  );
}

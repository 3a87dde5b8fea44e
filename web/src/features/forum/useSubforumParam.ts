import { SUBFORUM_SLUGS, type SubforumSlug } from '@lorewright/domain/community/subforums';
import { useParams } from 'react-router';

/** The sub-forum named in the address, or null for a name that is not one. */
export function useSubforumParam(): SubforumSlug | null {
  const { subforum } = useParams();
  return (SUBFORUM_SLUGS as readonly string[]).includes(subforum ?? '') ? (subforum as SubforumSlug) : null;
}

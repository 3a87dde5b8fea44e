import { LinkNode } from '@lexical/link';
import { HeadingNode } from '@lexical/rich-text';
import { ElementLinkNode } from './ElementLinkNode';
import { MentionNode } from './MentionNode';

// The node classes a scene is made of, beyond Lexical's own paragraphs and text: headings for
// title and subtitle lines, links to web pages and links to elements of the world, and @mentions.
export const sceneEditorNodes = [HeadingNode, LinkNode, ElementLinkNode, MentionNode];

import type { EditorThemeClasses } from 'lexical';
import styles from './SceneEditor.module.css';

// Lexical puts these class names on the nodes it renders.
export const editorTheme: EditorThemeClasses = {
  paragraph: styles.paragraph,
  heading: { h1: styles.title, h2: styles.subtitle },
  link: styles.link,
  text: { bold: styles.bold },
  // The others' carets and name labels while co-typing, in each person's colour.
  collaboration: { cursor: styles.cursor, cursorName: styles.cursorName },
};

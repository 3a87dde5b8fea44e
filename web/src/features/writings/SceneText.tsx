import { type ElementLink, type SceneContent, type SceneNode } from '@lorewright/domain/writings/sceneContent';
import { HEX_COLOR } from '@lorewright/domain/writings/sceneText';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { readerLinkPath } from '../../lib/writingPaths';
import { sceneLines, type SceneLine } from '@lorewright/domain/writings/sceneLines';
// The editor's own styles, so the reading view and the editor's preview look the same.
import styles from './editor/SceneEditor.module.css';
import { MentionView } from './editor/MentionView';

/**
 * A scene's text for reading, without the editor: titles, subtitles, bold, colours and links. Only
 * the author ever receives a secret line (the server leaves it out for everyone else): it shows
 * marked as in the editor, a dashed rule and 'Secret' above it.
 */
export function SceneText({ content }: { content: SceneContent }) {
  return (
    <div className={styles.text}>
      {sceneLines(content).map((line, index) => (
        <Line key={index} line={line} />
      ))}
    </div>
  );
}

function Line({ line }: { line: SceneLine }) {
  const runs = line.runs.length === 0 ? <br /> : line.runs.map((run, index) => <Run key={index} run={run} />);
  const secret = line.secret ? { 'data-secret': '' } : {};
  if (line.style === 'title')
    return (
      <h2 className={styles.title} {...secret}>
        {runs}
      </h2>
    );
  if (line.style === 'subtitle')
    return (
      <h3 className={styles.subtitle} {...secret}>
        {runs}
      </h3>
    );
  return (
    <p className={styles.paragraph} {...secret}>
      {runs}
    </p>
  );
}

function Run({ run }: { run: SceneNode }) {
  const color = run.color && HEX_COLOR.test(run.color) ? run.color : undefined;
  if (run.link && 'id' in run.link && run.link.mention) return <ReadingMention run={run} link={run.link} color={color} />;
  let text: ReactNode = run.content;
  if (run.style === 'bold') text = <strong className={styles.bold}>{text}</strong>;
  // Stored colours are #rrggbb; anything else is not applied.
  if (color) text = <span style={{ color }}>{text}</span>;
  if (!run.link) return text;
  if ('url' in run.link) {
    // Only web addresses become links (never javascript: or data:).
    if (!/^https?:\/\//i.test(run.link.url)) return text;
    return (
      <a href={run.link.url} target="_blank" rel="noopener noreferrer" className={styles.link}>
        {text}
      </a>
    );
  }
  return (
    <Link to={readerLinkPath(run.link)} className={styles.link} data-element-link="">
      {text}
    </Link>
  );
}

/** A mention as a reader sees it: the element's current title, opened in the app; plain text when unseen. */
function ReadingMention({ run, link, color }: { run: SceneNode; link: ElementLink; color: string | undefined }) {
  const navigate = useNavigate();
  return (
    <MentionView
      link={link}
      text={run.content}
      bold={run.style === 'bold'}
      color={color}
      onClick={(event) => {
        event.preventDefault();
        void navigate(readerLinkPath(link));
      }}
    />
  );
}

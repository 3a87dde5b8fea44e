import type { ReactNode } from 'react';
import { edges, isEdgeOf, nodeById, nodes, type NodeId, type Step } from './diagram';
import styles from './AppDiagramPage.module.css';

const NODE_W = 210;
const NODE_H = 64;

// Small line icons, drawn in a 24 × 24 box.
const icons: Record<NodeId, ReactNode> = {
  client: (
    <>
      <rect x="3" y="4" width="18" height="12" rx="2" />
      <path d="M8 20h8M12 16v4" />
    </>
  ),
  server: (
    <>
      <rect x="4" y="3" width="16" height="7" rx="1.5" />
      <rect x="4" y="14" width="16" height="7" rx="1.5" />
      <path d="M8 6.5h.01M8 17.5h.01" />
    </>
  ),
  database: (
    <>
      <ellipse cx="12" cy="5.5" rx="7" ry="2.5" />
      <path d="M5 5.5v13c0 1.4 3.1 2.5 7 2.5s7-1.1 7-2.5v-13M5 12c0 1.4 3.1 2.5 7 2.5s7-1.1 7-2.5" />
    </>
  ),
  media: (
    <>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <circle cx="9" cy="10" r="2" />
      <path d="M21 16l-5-5-9 9" />
    </>
  ),
  cdn: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
    </>
  ),
  payments: (
    <>
      <rect x="2" y="5" width="20" height="14" rx="2" />
      <path d="M2 10h20M6 15h4" />
    </>
  ),
  email: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3 7l9 6 9-6" />
    </>
  ),
};

/** The architecture as an SVG; the current step's edge lights up and a packet travels along it. */
export function ArchitectureDiagram({ step, progress }: { step: Step | undefined; progress: number }) {
  const packet = step ? packetPosition(step, progress) : null;
  return (
    <svg className={styles.svg} viewBox="0 24 900 452" role="img" aria-labelledby="diagram-title">
      <title id="diagram-title">
        Architecture: the client talks to the server and the CDN; the server uses the database, media storage, the card payment provider and the e-mail
        provider; the CDN serves files from media storage.
      </title>
      <defs>
        <radialGradient id="packet-glow">
          <stop offset="0%" className={styles.glow} stopOpacity="0.55" />
          <stop offset="100%" className={styles.glow} stopOpacity="0" />
        </radialGradient>
      </defs>
      {edges.map((edge) => {
        const a = nodeById(edge[0]);
        const b = nodeById(edge[1]);
        return <line key={edge.join('-')} className={styles.edge} data-active={isEdgeOf(step, edge)} x1={a.x} y1={a.y} x2={b.x} y2={b.y} />;
      })}
      {nodes.map((node) => {
        const active = step !== undefined && (step.from === node.id || step.to === node.id);
        return (
          <g
            key={node.id}
            className={styles.node}
            data-active={active}
            data-node={node.id}
            transform={`translate(${node.x - NODE_W / 2} ${node.y - NODE_H / 2})`}
          >
            <rect className={styles.nodeBox} width={NODE_W} height={NODE_H} rx="12" />
            <g className={styles.nodeIcon} transform="translate(16 20)">
              {icons[node.id]}
            </g>
            <text className={styles.nodeLabel} x="52" y="28">
              {node.label}
            </text>
            <text className={styles.nodeDetail} x="52" y="47">
              {node.detail}
            </text>
          </g>
        );
      })}
      {packet && (
        <g className={styles.packet} transform={`translate(${packet.x} ${packet.y})`}>
          <circle r="22" fill="url(#packet-glow)" />
          <circle r="8" className={styles.packetDot} />
        </g>
      )}
    </svg>
  );
}

// Eased position on the edge between the two boxes: it leaves one box's border and arrives at
// the other's, so the packet never covers a label.
function packetPosition(step: Step, progress: number) {
  const from = nodeById(step.from);
  const to = nodeById(step.to);
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  // Fraction of the centre-to-centre line that lies inside one box (both boxes are the same size).
  const inside = Math.min(dx ? NODE_W / 2 / Math.abs(dx) : Infinity, dy ? NODE_H / 2 / Math.abs(dy) : Infinity);
  const eased = progress < 0.5 ? 2 * progress * progress : 1 - (-2 * progress + 2) ** 2 / 2;
  const t = inside + (1 - 2 * inside) * eased;
  return { x: from.x + dx * t, y: from.y + dy * t };
}

// The architecture shown on /app-diagram, and the two animated scenarios (product.md §2).

export type NodeId = 'client' | 'server' | 'database' | 'media' | 'cdn' | 'payments' | 'email';

export interface DiagramNode {
  id: NodeId;
  label: string;
  detail: string;
  x: number;
  y: number;
}

// Centres in the SVG's 900 × 500 coordinate space.
export const nodes: DiagramNode[] = [
  { id: 'client', label: 'Client', detail: 'The browser', x: 120, y: 250 },
  { id: 'server', label: 'Server', detail: 'API under /api/v1', x: 450, y: 250 },
  { id: 'database', label: 'Database', detail: 'Events and read models', x: 780, y: 250 },
  { id: 'email', label: 'E-mail provider', detail: 'Outgoing mail', x: 450, y: 70 },
  { id: 'payments', label: 'Payments', detail: 'Card payment provider', x: 780, y: 70 },
  { id: 'cdn', label: 'CDN', detail: 'Serves media files', x: 285, y: 430 },
  { id: 'media', label: 'Media storage', detail: 'Uploaded images', x: 615, y: 430 },
];

export const edges: [NodeId, NodeId][] = [
  ['client', 'server'],
  ['server', 'database'],
  ['server', 'email'],
  ['server', 'payments'],
  ['server', 'media'],
  ['client', 'cdn'],
  ['cdn', 'media'],
];

export interface Step {
  from: NodeId;
  to: NodeId;
  text: string;
}

export type ScenarioId = 'login' | 'loadMap';

export interface Scenario {
  id: ScenarioId;
  label: string;
  steps: Step[];
}

export const scenarios: Scenario[] = [
  {
    id: 'login',
    label: 'Login',
    steps: [
      { from: 'client', to: 'server', text: 'The browser sends the e-mail address and password to the server.' },
      { from: 'server', to: 'database', text: 'The server looks up the account and checks the password against its stored hash.' },
      { from: 'database', to: 'server', text: 'The login is recorded as an event, and the account is read back.' },
      { from: 'server', to: 'client', text: 'The server answers with a login token and the user; the browser keeps the token.' },
    ],
  },
  {
    id: 'loadMap',
    label: 'Load Map',
    steps: [
      { from: 'client', to: 'server', text: 'The browser asks the server for the map.' },
      { from: 'server', to: 'database', text: 'The server reads the map and its points from the database.' },
      { from: 'database', to: 'server', text: 'The map comes back: title, points and the name of its image.' },
      { from: 'server', to: 'client', text: 'The server sends the map to the browser.' },
      { from: 'client', to: 'cdn', text: 'The browser asks the CDN for the map image.' },
      { from: 'cdn', to: 'media', text: 'If the CDN does not have it yet, it fetches the image from media storage.' },
      { from: 'media', to: 'cdn', text: 'Media storage returns the image, and the CDN keeps a copy.' },
      { from: 'cdn', to: 'client', text: 'The image arrives, and the browser draws the map with its points.' },
    ],
  },
];

export const nodeById = (id: NodeId): DiagramNode => nodes.find((node) => node.id === id)!;

export const isEdgeOf = (step: Step | undefined, [a, b]: [NodeId, NodeId]) =>
  step !== undefined && ((step.from === a && step.to === b) || (step.from === b && step.to === a));

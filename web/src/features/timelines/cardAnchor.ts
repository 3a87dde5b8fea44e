/** The hovered point and where its marker is on screen (client px), or null x and y when hovered in the list. */
export interface CardAnchor {
  id: string;
  x: number | null;
  y: number | null;
}

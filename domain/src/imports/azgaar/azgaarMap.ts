// An Azgaar Fantasy Map Generator map as Lorewright imports it: its name, its size in map
// pixels, its SVG (drawn to the map's picture by the api) and the points to place on it.
export interface AzgaarPoint {
  _id: string;
  // Fractions 0 to 1 of the map's width and height.
  x: number;
  y: number;
  icon: 'castle' | 'rook' | 'pin';
  color: string;
  name: string;
  description: string;
}

export interface AzgaarMap {
  name: string;
  description: string;
  width: number;
  height: number;
  svg: string;
  points: AzgaarPoint[];
}

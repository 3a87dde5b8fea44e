// Where maps open. The map page's Back goes to /creation when the map was just made on /new-map
// (product.md §2): the new-map form says so in the router state.
export const mapPath = (id: string) => `/map/${encodeURIComponent(id)}`;

export interface MapPageState {
  fromNewMap?: boolean;
}

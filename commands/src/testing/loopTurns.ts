// Counts the turns of the event loop while work runs, for specs that check the work let others
// in: one count per turn (a setImmediate queued from one runs in the next turn).
export const countLoopTurns = () => {
  let turns = 0;
  let counting = true;
  const count = () => {
    turns++;
    if (counting) setImmediate(count);
  };
  setImmediate(count);
  return {
    now: () => turns,
    // The turns counted, and no more counting.
    stop: () => {
      counting = false;
      return turns;
    },
  };
};

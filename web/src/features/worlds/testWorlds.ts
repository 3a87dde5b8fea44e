// The writings specs still import the world fixtures from here while the writings work is in
// progress; they live in testing/worldFixtures.ts. Delete this file once those imports move.
export { makeElement, makeWorld, worldAnswer } from '../../testing/worldFixtures';

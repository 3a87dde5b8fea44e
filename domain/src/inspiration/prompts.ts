import type { WikiCategory } from '../wikis/wikiView';

// The bundled writing and worldbuilding prompts of Inspiration (product.md §2.21): a few dozen
// in five categories, one of them the prompt of the day. They ship with the app, so they need
// no server and read the same offline. Ids never change (a link or a test may name one);
// new prompts are appended.

export const PROMPT_CATEGORIES = ['characters', 'places', 'history', 'magic', 'story'] as const;
export type PromptCategory = (typeof PROMPT_CATEGORIES)[number];

export const promptCategoryLabels: Record<PromptCategory, string> = {
  characters: 'Characters',
  places: 'Places',
  history: 'History',
  magic: 'Magic',
  story: 'Story',
};

export interface Prompt {
  id: string;
  category: PromptCategory;
  // Short enough to name the wiki or writing that answers it.
  title: string;
  text: string;
}

// An answer written as a wiki goes to the wiki category closest to the prompt's.
export const wikiCategoryOfPrompt: Record<PromptCategory, WikiCategory> = {
  characters: 'characters',
  places: 'places',
  history: 'events',
  magic: 'magic',
  story: 'events',
};

const prompts = (category: PromptCategory, entries: [title: string, text: string][]): Prompt[] =>
  entries.map(([title, text], index) => ({ id: `${category}-${index + 1}`, category, title, text }));

export const PROMPTS: readonly Prompt[] = [
  ...prompts('characters', [
    [
      'The keeper of a secret',
      'Someone in your world has kept one secret for twenty years. Who are they, what is the secret, and who would be hurt if it came out?',
    ],
    ['An unlikely mentor', 'Describe a mentor nobody would choose: what do they teach, and what did they get wrong the first time they learnt it?'],
    ['A rival with a point', 'Give your hero a rival who is right about something important. What is it, and why can the hero not admit it?'],
    ['The one who stayed', 'Everyone left the village but one person. Who stayed, and what do they do all day?'],
    ['A name with a history', 'A character carries a name that means something else to everyone they meet. Whose name was it first?'],
    ['Two faces', 'Write a character as their friends describe them, then as their enemies do. Which description is closer to the truth?'],
    ['The ordinary day', 'Follow a minor character through an ordinary working day. What small thing do they care about more than anything?'],
    ['A promise broken', 'Who in your world broke a promise they meant to keep, and what stopped them?'],
    ['The collector', 'A character collects something strange. What is it, how did it start, and what is the one piece they cannot find?'],
    ['Old soldier', 'An old soldier tells the same war story every evening, and it changes every time. What really happened?'],
    ['A child’s question', 'A child asks one of your characters a question they cannot answer. What is the question?'],
    ['The false prophet', 'Someone claims to see the future and is wrong every time, yet people keep listening. Why?'],
  ]),
  ...prompts('places', [
    ['A market at dawn', 'Describe a market in the hour before it opens: who arrives first, what is unloaded, what is whispered?'],
    ['The forbidden door', 'Somewhere in your world is a door nobody opens. Where is it, who guards it, and what do people say lies behind it?'],
    [
      'A city built on something',
      'A city stands on top of something older: ruins, a beast, a lake, a grave. What is beneath it, and does it matter to the people above?',
    ],
    ['The border crossing', 'Describe the crossing between two lands: the bridge or pass, the guards, the bribes, the songs sung on either side.'],
    ['A tavern’s regulars', 'Name three regulars of a tavern and the seat each of them always takes. What would happen if a stranger sat there?'],
    ['Weather that shapes people', 'Choose a place with extreme weather. How does it change the way people build, dress, speak and greet each other?'],
    ['The abandoned road', 'An old road runs to nowhere. Where did it once lead, and why does nobody travel it now?'],
    ['A holy place', 'Describe a sacred site through the eyes of a pilgrim, then of the person who sweeps its floor.'],
    ['Underground', 'What lives and trades beneath the surface of your world, and what do they call the people above?'],
    ['The map’s blank space', 'Every map of your world leaves one region blank. Why, and what is actually there?'],
    ['A house with rules', 'A house has strange rules for guests. List them, and explain where each one came from.'],
    ['The smallest village', 'Describe the smallest settlement in your world: its one road, its one feud, its one famous export.'],
  ]),
  ...prompts('history', [
    ['The war nobody remembers', 'A war was fought and then deliberately forgotten. Who won, and who made sure nobody would remember?'],
    ['A founding myth', 'Tell the story a nation tells about its own founding, then what actually happened.'],
    ['The great fire', 'A city burned. What started the fire, what was lost, and what was built in its place?'],
    ['A treaty’s fine print', 'Two powers signed a treaty. Which clause did one side never intend to keep?'],
    ['The fallen dynasty', 'How did the last ruler of an old dynasty lose the throne, and where are their descendants now?'],
    ['An invention that changed everything', 'One invention changed how people live. Who made it, who opposed it, and what did it replace?'],
    ['The plague year', 'Describe a year of sickness in your world: the rumours, the cures that did not work, the one that did.'],
    ['A holiday’s origin', 'Pick a holiday your people celebrate. What event does it remember, and how has the celebration drifted from it?'],
    ['Lost in translation', 'A famous historical document was mistranslated. What did it really say, and what happened because of the error?'],
    ['The exile', 'Someone important was exiled. Where did they go, what did they build there, and did they ever come back?'],
    ['A disputed border', 'Two peoples both claim the same valley. Tell each side’s version of history.'],
    ['The first contact', 'Describe the first meeting between two cultures that had never heard of each other. What was the first misunderstanding?'],
  ]),
  ...prompts('magic', [
    ['The price of magic', 'Every spell costs something. What does it cost, who pays, and who has found a way to make others pay?'],
    ['A forbidden art', 'One kind of magic is outlawed. What does it do, why was it banned, and who still practises it?'],
    ['Magic in the kitchen', 'How do ordinary people use small magic in daily life: cooking, cleaning, farming, healing?'],
    ['The failed spell', 'A famous spell went wrong. What was it meant to do, and what did it do instead?'],
    ['An artefact’s owners', 'Trace one magical object through its last five owners. How did each of them lose it?'],
    ['Where magic comes from', 'Explain the source of magic in your world as a scholar would, then as a farmer would.'],
    ['The magic school’s entrance exam', 'Describe the test to enter a school of magic. Who designed it, and how do people cheat?'],
    ['A creature of old power', 'Invent a creature shaped by magic: what it eats, what it fears, and what people trade for its parts.'],
    ['Magic and the law', 'How does the law treat a crime committed by magic? Describe one famous trial.'],
    ['Running out', 'What would happen if magic in your world slowly began to fade? Who notices first?'],
    ['The words of power', 'Magic needs words. Which language are they in, who still speaks it, and what happens if you mispronounce them?'],
    ['A gift nobody wants', 'A character has a magical gift they wish they did not. What is it, and what has it cost them?'],
  ]),
  ...prompts('story', [
    ['The letter', 'A letter arrives ten years late. Who wrote it, who receives it, and what would have changed had it come on time?'],
    ['Opening line', 'Begin a story with: "Nobody in the valley had ever seen the river run backwards."'],
    ['The wrong parcel', 'A courier delivers the wrong parcel. Write the scene where the recipient opens it.'],
    ['A last night', 'Write the last night before something changes forever, from the point of view of someone who does not yet know.'],
    ['Two truths', 'Two characters tell the same story and both are telling the truth. How can that be?'],
    ['The return', 'Someone comes home after a long absence and finds one thing exactly as they left it. What is it, and why has nobody touched it?'],
    ['Dialogue only', 'Write a scene of pure dialogue in which two characters argue about something trivial while avoiding something important.'],
    ['A map with a mark', 'A character finds a map with one place marked and a single word written beside it. Write what happens next.'],
    ['The stranger’s request', 'A stranger asks for help with something small. Agreeing will change your hero’s life. Write the moment they say yes.'],
    ['Festival night', 'Set a scene during a festival in your world, with a crime happening in the middle of the crowd.'],
    ['The ending first', 'Write the last paragraph of a story first, then the first paragraph that leads to it.'],
    ['Overheard', 'A servant overhears something they were never meant to hear. What do they do with it?'],
  ]),
];

// Days since 1 January 1970 in UTC, so everyone sees the same prompt on the same date.
const dayNumber = (date: Date) => Math.floor(date.getTime() / 86_400_000);

// Steps through the list 7 at a time (7 and the count share no factor), so consecutive days
// visit every category in turn and every prompt once before any repeats.
const STRIDE = 7;

/** The prompt of the day: the same for everyone on the same UTC date. */
export const promptOfTheDay = (date: Date): Prompt => {
  const day = dayNumber(date);
  const index = (((day * STRIDE) % PROMPTS.length) + PROMPTS.length) % PROMPTS.length;
  return PROMPTS[index];
};

export const promptsIn = (category: PromptCategory): Prompt[] => PROMPTS.filter((prompt) => prompt.category === category);

export const promptById = (id: string): Prompt | undefined => PROMPTS.find((prompt) => prompt.id === id);

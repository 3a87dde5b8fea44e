import { type SceneContent, type SceneNode } from '@lorewright/domain/writings/sceneContent';
import { LINE_BREAK } from '@lorewright/domain/writings/sceneText';
import {
  DEFAULT_OVERLAY_COLOR,
  DEFAULT_OVERLAY_OPACITY,
  DEFAULT_SCENE_BACKGROUND,
  DEMO_WRITING_ID,
  type SceneView,
  type WritingView,
} from '@lorewright/domain/writings/writingView';

// The demo writings (product.md §2: "A fixed sample id shows bundled demo data"): shipped with the
// page, shown without a fetch. 'example' is the sample id; the demo world (worlds/demoWorld.ts)
// also lists two chapters, bundled here too so none of its links leads nowhere.

const run = (content: string, extra: Partial<SceneNode> = {}): SceneNode => ({ content, style: '', ...extra });
const title = (content: string) => run(content, { style: 'title' });
const subtitle = (content: string) => run(content, { style: 'subtitle' });
const bold = (content: string, extra: Partial<SceneNode> = {}) => run(content, { style: 'bold', ...extra });
const lines = (...each: SceneNode[][]): SceneContent => each.flatMap((runs, index) => (index === 0 ? runs : [run(LINE_BREAK), ...runs]));

const scene = (_id: string, name: string, content: SceneContent, look: Partial<SceneView> = {}): SceneView => ({
  _id,
  name,
  content,
  overlayColor: DEFAULT_OVERLAY_COLOR,
  overlayOpacity: DEFAULT_OVERLAY_OPACITY,
  backgroundImage: DEFAULT_SCENE_BACKGROUND,
  youtubeHTML: '',
  ...look,
});

const isolde = { type: 'wiki', category: 'characters', id: 'example' } as const;

const writing = (_id: string, titleText: string, scenes: SceneView[]): WritingView => ({
  _id,
  worldID: 'example',
  parentID: null,
  authorID: 'lorewright',
  type: 'doc',
  isFolder: false,
  title: titleText,
  visibility: 'public',
  createdOn: '2025-01-15T12:00:00.000Z',
  lastUpdated: '2025-09-30T18:00:00.000Z',
  revision: 0,
  scenes,
});

const prologue = writing(DEMO_WRITING_ID, 'Prologue: The Lantern Road', [
  scene(
    'lantern-road',
    'The Lantern Road',
    lines(
      [title('The Lantern Road')],
      [subtitle('Aldervale, the last night of autumn')],
      [
        run('Every town along the river hangs a lantern at its gate when the mist comes down from the peaks. '),
        run('Nobody remembers who lit the first one; everybody knows what happens to a town that forgets.'),
      ],
      [
        run('That night the lantern at Hollowmere was dark, and '),
        run('Isolde Varn', { link: isolde }),
        run(' was the only one who '),
        bold('noticed'),
        run('.'),
      ],
    ),
  ),
  scene(
    'ferry',
    'The Ferry',
    lines(
      [subtitle('The ferryman')],
      [
        run('The ferryman would not take her coin. "Not tonight," he said, and looked past her at the water, which had gone '),
        bold('black as a bell', { color: '#8fb8ff' }),
        run('.'),
      ],
      [run('She crossed anyway, on the old chain bridge that the river had been trying to drown for a hundred years.')],
    ),
    { overlayColor: '#1f2a3a', overlayOpacity: 0.65 },
  ),
  scene(
    'gate',
    'At the Gate',
    lines(
      [subtitle('Hollowmere')],
      [
        run('The gate stood open. On the lantern hook hung a scrap of red cloth and a note in a hand she knew: '),
        bold('"Do not follow me over the pass."', { color: '#ff8a5c' }),
      ],
      [run('She read it twice, folded it small, and started walking towards the mountains.')],
      [run('Her story goes on in '), run('Chapter One', { link: { type: 'writing', id: 'example-chapter-one' } }), run('.')],
    ),
    { overlayColor: '#3a1f1f', overlayOpacity: 0.55 },
  ),
]);

const chapterOne = writing('example-chapter-one', 'Chapter One: Snow on the Pass', [
  scene(
    'pass',
    'Snow on the Pass',
    lines(
      [title('Snow on the Pass')],
      [
        run('Snow came early to the high road. By noon '),
        run('Isolde', { link: isolde }),
        run(' walked in a world with no colour in it but the '),
        bold('red cloth', { color: '#ff5444' }),
        run(' tied at her wrist.'),
      ],
    ),
    { overlayColor: '#2b3440', overlayOpacity: 0.45 },
  ),
]);

const chapterTwo = writing('example-chapter-two', 'Chapter Two: The Drowned Bell', [
  scene(
    'bell',
    'The Drowned Bell',
    lines(
      [title('The Drowned Bell')],
      [run('Under the lake at Hollowmere a bell still rings when the water is '), bold('very'), run(' still. Tonight it rang three times.')],
    ),
    { overlayColor: '#14303a', overlayOpacity: 0.6 },
  ),
]);

const demoWritings = new Map([prologue, chapterOne, chapterTwo].map((each) => [each._id, each]));

/** The bundled writing for a demo id, or undefined for any other id (which is fetched). */
export const demoWritingFor = (id: string): WritingView | undefined => demoWritings.get(id);

import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { LanguagesArt } from './elementArt/LanguagesArt';
import { MapsArt } from './elementArt/MapsArt';
import { TimelinesArt } from './elementArt/TimelinesArt';
import { WikisArt } from './elementArt/WikisArt';
import { WritingsArt } from './elementArt/WritingsArt';
import styles from './ElementSections.module.css';

type Availability = 'Free' | 'Paid' | 'Coming soon';

interface ElementSection {
  id: string;
  name: string;
  availability: Availability[];
  lead: string;
  points: string[];
  Art: ComponentType;
}

// What each element of a world does (product.md §1.2, §1.3).
const sections: ElementSection[] = [
  {
    id: 'writings',
    name: 'Writings',
    availability: ['Free'],
    lead: 'Write your stories in documents, keep them in folders, and split them into scenes.',
    points: [
      'A tree of folders and documents in every world.',
      'Scenes with their own background image, overlay colour and video, and Previous Scene and Next Scene to move between them.',
      'Title, subtitle and bold styles, text colour, links, undo and redo.',
      'A preview mode that shows the writing the way readers see it.',
    ],
    Art: WritingsArt,
  },
  {
    id: 'wikis',
    name: 'Wikis',
    availability: ['Free'],
    lead: 'Keep the facts of your world in wikis for its characters, places, magic and events.',
    points: [
      'Images, a title and a subtitle for every entry.',
      'Header fields as field and value pairs, and sections with a title and content.',
      'Four categories in each world: characters, places, magic and events.',
    ],
    Art: WikisArt,
  },
  {
    id: 'maps',
    name: 'Maps',
    availability: ['Paid'],
    lead: 'Upload a map of your world and mark it with points, or let the random map generator draw one for you.',
    points: [
      'Points with one of 20 icons, a colour, an image, a name, a description and links to other elements.',
      'Zoom and drag, filter points by icon, and show them all in a list.',
      'The random map generator: choose width, height, detail and strength, then use the map or download it.',
    ],
    Art: MapsArt,
  },
  {
    id: 'timelines',
    name: 'Timelines',
    availability: ['Paid'],
    lead: 'Lay out the history of your world year by year, with as many lines as the story needs.',
    points: [
      'Multiple lines on one timeline, each with its own points and ranges.',
      'Zones: named spans of years to focus on, one at a time.',
      'Calendars of your own for the months and days of your world.',
      'Links from events to the writings, wikis, maps and timelines they tell of.',
    ],
    Art: TimelinesArt,
  },
  {
    id: 'languages',
    name: 'Languages',
    availability: ['Paid'],
    lead: 'Build constructed languages with a writing system of their own.',
    points: [
      'A key map of the runes you upload; a key may be several characters long.',
      'A writing area that shows what you type in your runes, with Invert Colors for dark runes on a dark page.',
      'A lexicon of words, each with its meaning and type.',
      'Any scene of a writing or section of a wiki shown in the runes of one of your languages.',
    ],
    Art: LanguagesArt,
  },
];

export function ElementSections() {
  return (
    <section className={styles.wrap} aria-labelledby="elements-title">
      <div className={styles.intro}>
        <h2 id="elements-title" className="section-title">
          Everything a world holds
        </h2>
        <p className="section-lead">
          Writings and wikis are free. Maps, timelines and languages are part of a subscription, priced per element.{' '}
          <Link to="/pricing" className={styles.inlineLink}>
            See pricing
          </Link>
        </p>
      </div>
      {sections.map((section, index) => (
        <article key={section.id} id={section.id} className={styles.row} data-flip={index % 2 === 1} aria-labelledby={`${section.id}-title`}>
          <div className={styles.copy}>
            <ul className={styles.tags} aria-label="Availability">
              {section.availability.map((tag) => (
                <li key={tag} className={styles.tag} data-tag={tag}>
                  {tag}
                </li>
              ))}
            </ul>
            <h3 id={`${section.id}-title`} className={styles.name}>
              {section.name}
            </h3>
            <p className={styles.lead}>{section.lead}</p>
            <ul className={styles.points}>
              {section.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </div>
          <div className={styles.art} data-muted={section.availability.includes('Coming soon')}>
            <section.Art />
          </div>
        </article>
      ))}
    </section>
  );
}

import { DEFAULT_SCENE_BACKGROUND, type SceneView } from '@lorewright/domain/writings/writingView';
import { isAcceptedBackground, parseVideoLink, videoIdOfEmbed, youtubeEmbedHtml } from '@lorewright/domain/writings/youtube';
import { useId, useState, type FormEvent } from 'react';
import { useAppDispatch } from '../../app/store';
import { alertShown } from '../../app/uiSlice';
import { MediaPicker } from './MediaPicker';
import type { SceneSettings } from './sceneEdits';
import styles from './RoomPanel.module.css';

/** The video link the stored embed was made from, to show in the field. */
const linkOfEmbed = (html: string) => {
  const videoId = videoIdOfEmbed(html);
  return videoId ? `https://youtu.be/${videoId}` : '';
};

/**
 * The author's scene customisation (spec §2, §4): background picture (an http(s) address or one
 * of the user's media; anything else is ignored silently), overlay colour, overlay opacity
 * (0–100 on the slider, 0–1 stored), and the video link.
 */
export function SceneCustomizer({ scene, onChange, canPickMedia }: { scene: SceneView; onChange: (settings: SceneSettings) => void; canPickMedia: boolean }) {
  const dispatch = useAppDispatch();
  const [background, setBackground] = useState(scene.backgroundImage === DEFAULT_SCENE_BACKGROUND ? '' : scene.backgroundImage);
  const [video, setVideo] = useState(linkOfEmbed(scene.youtubeHTML));
  const [picking, setPicking] = useState(false);
  const ids = { background: useId(), color: useId(), opacity: useId(), video: useId() };
  const opacity = Math.round(scene.overlayOpacity * 100);

  const setBackgroundImage = (event: FormEvent) => {
    event.preventDefault();
    const value = background.trim();
    if (isAcceptedBackground(value)) onChange({ backgroundImage: value });
  };

  const setVideoLink = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseVideoLink(video);
    if (!parsed.ok) {
      dispatch(alertShown({ kind: 'warning', text: parsed.error }));
      return;
    }
    onChange({ youtubeHTML: parsed.videoId ? youtubeEmbedHtml(parsed.videoId) : '' });
  };

  return (
    <aside className={styles.panel} aria-labelledby="customize-panel-title">
      <h2 id="customize-panel-title" className={styles.title}>
        Customize Scene
      </h2>

      <form className={styles.group} onSubmit={setBackgroundImage}>
        <label htmlFor={ids.background} className="form-label">
          Background image
        </label>
        <div className={styles.inline}>
          <input
            id={ids.background}
            className={`text-input ${styles.input}`}
            value={background}
            placeholder="https://"
            autoComplete="off"
            onChange={(event) => setBackground(event.target.value)}
          />
          <button type="submit" className={`button button-secondary ${styles.small}`}>
            Set
          </button>
        </div>
        <div className={styles.inline}>
          {canPickMedia && (
            <button type="button" className={`button button-secondary ${styles.small}`} aria-expanded={picking} onClick={() => setPicking(!picking)}>
              My Media
            </button>
          )}
          <button
            type="button"
            className={`button button-secondary ${styles.small}`}
            onClick={() => {
              setBackground('');
              onChange({ backgroundImage: DEFAULT_SCENE_BACKGROUND });
            }}
          >
            Default
          </button>
        </div>
        {picking && (
          <MediaPicker
            onPick={(url) => {
              setBackground(url);
              setPicking(false);
              onChange({ backgroundImage: url });
            }}
          />
        )}
      </form>

      <div className={styles.group}>
        <label htmlFor={ids.color} className="form-label">
          Overlay colour
        </label>
        <input id={ids.color} className={styles.color} type="color" value={scene.overlayColor} onChange={(event) => onChange({ overlayColor: event.target.value })} />
      </div>

      <div className={styles.group}>
        <label htmlFor={ids.opacity} className="form-label">
          Overlay opacity <output htmlFor={ids.opacity}>{opacity}</output>
        </label>
        <input
          id={ids.opacity}
          className={styles.range}
          type="range"
          min={0}
          max={100}
          step={1}
          value={opacity}
          onChange={(event) => onChange({ overlayOpacity: Number(event.target.value) / 100 })}
        />
      </div>

      <form className={styles.group} onSubmit={setVideoLink}>
        <label htmlFor={ids.video} className="form-label">
          Video link
        </label>
        <div className={styles.inline}>
          <input
            id={ids.video}
            className={`text-input ${styles.input}`}
            value={video}
            placeholder="https://www.youtube.com/watch?v="
            autoComplete="off"
            onChange={(event) => setVideo(event.target.value)}
          />
          <button type="submit" className={`button button-secondary ${styles.small}`}>
            Set
          </button>
        </div>
        <p className={styles.hint}>A YouTube link; leave it empty to remove the video.</p>
      </form>
    </aside>
  );
}


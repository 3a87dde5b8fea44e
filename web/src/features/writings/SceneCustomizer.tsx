import type { Calendar } from '@lorewright/domain/calendars/calendar';
import { DEFAULT_SCENE_BACKGROUND, type SceneView } from '@lorewright/domain/writings/writingView';
import { isAcceptedBackground, parseVideoLink, videoIdOfEmbed, youtubeEmbedHtml } from '@lorewright/domain/writings/youtube';
import { useId, useState } from 'react';
import { useAppDispatch } from '../../lib/state/store';
import { alertShown } from '../../lib/state/uiSlice';
import { OpacitySlider } from '../../components/OpacitySlider';
import { MediaPicker } from './MediaPicker';
import { SceneDateField } from './SceneDateField';
import type { SceneSettings } from './sceneEdits';
import { SetTextField } from './SetTextField';
import styles from './RoomPanel.module.css';

/** The video link the stored embed was made from, to show in the field. */
const linkOfEmbed = (html: string) => {
  const videoId = videoIdOfEmbed(html);
  return videoId ? `https://youtu.be/${videoId}` : '';
};

/**
 * The author's scene customisation (product.md §2, §4): background picture (an http(s) address or one
 * of the user's media; anything else is ignored silently), overlay colour, overlay opacity
 * (0–100 on the slider, 0–1 stored), and the video link; and when the scene happens, on the
 * world's calendar.
 */
export function SceneCustomizer({
  scene,
  calendar,
  onChange,
  canPickMedia,
}: {
  scene: SceneView;
  calendar: Calendar;
  onChange: (settings: SceneSettings) => void;
  canPickMedia: boolean;
}) {
  const dispatch = useAppDispatch();
  const [background, setBackground] = useState(scene.backgroundImage === DEFAULT_SCENE_BACKGROUND ? '' : scene.backgroundImage);
  const [video, setVideo] = useState(linkOfEmbed(scene.youtubeHTML));
  const [picking, setPicking] = useState(false);
  const ids = { color: useId() };

  const setBackgroundImage = () => {
    const value = background.trim();
    if (isAcceptedBackground(value)) onChange({ backgroundImage: value });
  };

  const setVideoLink = () => {
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

      <SetTextField label="Background image" value={background} placeholder="https://" onChange={setBackground} onSet={setBackgroundImage}>
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
      </SetTextField>

      <div className={styles.group}>
        <label htmlFor={ids.color} className="form-label">
          Overlay colour
        </label>
        <input
          id={ids.color}
          className={styles.color}
          type="color"
          value={scene.overlayColor}
          onChange={(event) => onChange({ overlayColor: event.target.value })}
        />
      </div>

      <OpacitySlider
        className={styles.group}
        inputClassName={styles.range}
        value={scene.overlayOpacity}
        onChange={(overlayOpacity) => onChange({ overlayOpacity })}
      />

      <SetTextField label="Video link" value={video} placeholder="https://www.youtube.com/watch?v=" onChange={setVideo} onSet={setVideoLink}>
        <p className={styles.hint}>A YouTube link; leave it empty to remove the video.</p>
      </SetTextField>

      <SceneDateField date={scene.date} calendar={calendar} onSet={(date) => onChange({ date })} />
    </aside>
  );
}

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from 'antd';
import { CaretRightOutlined, FullscreenExitOutlined, FullscreenOutlined, PauseOutlined, SoundOutlined } from '@ant-design/icons';
import { formatClock } from '../format';

/** A crossed-out speaker: antd has no muted-sound icon. */
const MutedIcon = () => (
  <span className="pp-video-muted-icon" aria-hidden="true">
    <SoundOutlined />
  </span>
);

/** One of the player's round buttons: its label and icon say what pressing it does now. */
function ControlButton({ label, icon, onClick, pressed }: { label: string; icon: ReactNode; onClick: () => void; pressed?: boolean }) {
  return <Button shape="circle" size="small" onClick={onClick} aria-label={label} aria-pressed={pressed} icon={icon} />;
}

/**
 * A video with its own controls: play/pause, time as m:ss, a seek range up to the duration,
 * mute, volume and full screen (of the player, so these controls stay with the picture).
 */
export function VideoPlayer({ src, poster, duration, title }: { src: string; poster?: string; duration: number; title: string }) {
  const frame = useRef<HTMLElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const [current, setCurrent] = useState(0);
  const [length, setLength] = useState(duration);
  const [muted, setMuted] = useState(false);
  const [volume, setVolume] = useState(1);
  const [fullScreen, setFullScreen] = useState(false);

  useEffect(() => {
    const onChange = () => setFullScreen(document.fullscreenElement !== null && document.fullscreenElement === frame.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const toggle = () => {
    const element = video.current;
    if (!element) return;
    if (element.paused) void element.play().catch(() => setPlaying(false));
    else element.pause();
  };
  const toggleMute = () => {
    const element = video.current;
    if (!element) return;
    element.muted = !element.muted;
    // Unmuting at zero volume would stay silent.
    if (!element.muted && element.volume === 0) element.volume = 0.5;
  };
  const changeVolume = (level: number) => {
    const element = video.current;
    if (!element) return;
    element.volume = level;
    element.muted = level === 0;
    // Shown at once: the element's volumechange comes later, and a held arrow key would step from the old value.
    setVolume(level);
    setMuted(level === 0);
  };
  const toggleFullScreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void frame.current?.requestFullscreen().catch(() => undefined);
  };
  const silent = muted || volume === 0;

  return (
    <figure className="pp-video" style={{ margin: 0 }} ref={frame} data-fullscreen={fullScreen || undefined}>
      <video
        ref={video}
        src={src}
        poster={poster}
        preload="metadata"
        aria-label={title}
        onClick={toggle}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onTimeUpdate={(e) => setCurrent(e.currentTarget.currentTime)}
        onLoadedMetadata={(e) => Number.isFinite(e.currentTarget.duration) && setLength(e.currentTarget.duration)}
        onVolumeChange={(e) => {
          setMuted(e.currentTarget.muted);
          setVolume(e.currentTarget.volume);
        }}
      />
      <div className="pp-video-controls">
        <ControlButton onClick={toggle} label={playing ? 'Pause' : 'Play'} icon={playing ? <PauseOutlined /> : <CaretRightOutlined />} />
        <span className="pp-video-time" aria-live="off">
          {formatClock(current)} / {formatClock(length)}
        </span>
        <input
          type="range"
          className="pp-video-seek"
          min={0}
          max={length || 0}
          step={0.1}
          value={Math.min(current, length || 0)}
          aria-label="Seek"
          aria-valuetext={`${formatClock(current)} of ${formatClock(length)}`}
          onChange={(e) => {
            const time = Number(e.currentTarget.value);
            if (video.current) video.current.currentTime = time;
            setCurrent(time);
          }}
        />
        <ControlButton
          onClick={toggleMute}
          label={muted ? 'Unmute' : 'Mute'}
          pressed={muted}
          icon={silent ? <MutedIcon /> : <SoundOutlined />}
        />
        <input
          type="range"
          className="pp-video-volume"
          min={0}
          max={1}
          step={0.05}
          value={muted ? 0 : volume}
          aria-label="Volume"
          aria-valuetext={`${Math.round((muted ? 0 : volume) * 100)}%`}
          onChange={(e) => changeVolume(Number(e.currentTarget.value))}
        />
        <ControlButton
          onClick={toggleFullScreen}
          label={fullScreen ? 'Exit full screen' : 'Full screen'}
          icon={fullScreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
        />
      </div>
    </figure>
  );
}

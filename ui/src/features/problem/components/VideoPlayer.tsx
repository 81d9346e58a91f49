import { useRef, useState } from 'react';
import { Button } from 'antd';
import { PauseOutlined, CaretRightOutlined } from '@ant-design/icons';
import { formatClock } from '../format';

/** A video with its own controls: play/pause, time as m:ss and a seek range up to the duration. */
export function VideoPlayer({ src, poster, duration, title }: { src: string; poster?: string; duration: number; title: string }) {
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const [current, setCurrent] = useState(0);
  const [length, setLength] = useState(duration);

  const toggle = () => {
    const element = video.current;
    if (!element) return;
    if (element.paused) void element.play().catch(() => setPlaying(false));
    else element.pause();
  };

  return (
    <figure className="pp-video" style={{ margin: 0 }}>
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
      />
      <div className="pp-video-controls">
        <Button
          shape="circle"
          size="small"
          onClick={toggle}
          aria-label={playing ? 'Pause' : 'Play'}
          icon={playing ? <PauseOutlined /> : <CaretRightOutlined />}
        />
        <span className="pp-video-time" aria-live="off">
          {formatClock(current)} / {formatClock(length)}
        </span>
        <input
          type="range"
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
      </div>
    </figure>
  );
}

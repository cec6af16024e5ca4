// Play/pause, reset, steps, the slider, speed and "skip parked time" of the track playback machine,
// with its keyboard (playbackKeys.ts). The time shown is the position's, in the user's zone.
import { useEffect, useId, useRef, type ComponentProps, type KeyboardEvent } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { Flex, IconButton, SegmentedControl, Slider, Switch, Text, Tooltip, VisuallyHidden } from '@radix-ui/themes';
import { PauseIcon, PlayIcon, ResetIcon, TrackNextIcon, TrackPreviousIcon } from '@radix-ui/react-icons';
import type { trackPlaybackMachine } from '../../../../machines/trackPlayback/trackPlayback.machine.ts';
import { PLAYBACK_SPEEDS } from '../../../../machines/trackPlayback/trackPlayback.rules.ts';
import type { TrackPoint } from '../../../../machines/positionsPaging/positionsPaging.types.ts';
import { activatesItself, PLAYBACK_SHORTCUTS, playbackKeyEvent } from './playbackKeys.ts';
import { useFormat } from '../../../format/format.ts';
import { useT } from '../../../i18n/useT.ts';

type PlaybackActor = ActorRefFrom<typeof trackPlaybackMachine>;

export function PlaybackControls({ actor, points }: { actor: PlaybackActor; points: readonly TrackPoint[] }) {
  const t = useT();
  const f = useFormat();
  const hintId = useId();
  const index = useSelector(actor, (s) => s.context.index);
  const count = useSelector(actor, (s) => s.context.count);
  const speed = useSelector(actor, (s) => s.context.speed);
  const playing = useSelector(actor, (s) => s.hasTag('playing'));
  const canPlay = useSelector(actor, (s) => s.can({ type: 'playback.play' }));
  const canBack = useSelector(actor, (s) => s.can({ type: 'playback.stepBack' }));
  const canForward = useSelector(actor, (s) => s.can({ type: 'playback.stepForward' }));
  const point = points[index];

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
    if ((e.key === ' ' || e.key === 'Enter') && activatesItself(e.target)) return;
    const event = playbackKeyEvent(e.key, playing);
    if (!event) return;
    e.preventDefault();
    actor.send(event);
  };

  return (
    <Flex
      direction="column"
      gap="2"
      role="group"
      tabIndex={0}
      aria-label={t('Track playback')}
      aria-describedby={hintId}
      aria-keyshortcuts={PLAYBACK_SHORTCUTS}
      onKeyDown={onKeyDown}
      data-testid="playback"
      data-index={index}
      data-count={count}
      data-playing={playing}
      data-speed={speed}
      // The focus ring of the keyboard's target sits clear of the controls it surrounds.
      style={{ outlineOffset: 3, borderRadius: 'var(--radius-2)' }}
    >
      <VisuallyHidden id={hintId}>{t('Space plays or pauses, the left and right arrows step, + and - change the speed.')}</VisuallyHidden>
      <Flex align="center" gap="2">
        <Tooltip content={t('Reset')}>
          <IconButton size="1" variant="soft" aria-label={t('Reset')} disabled={count < 2} onClick={() => actor.send({ type: 'playback.reset' })}>
            <ResetIcon />
          </IconButton>
        </Tooltip>
        <Tooltip content={t('Step back')}>
          <IconButton size="1" variant="soft" aria-label={t('Step back')} disabled={!canBack} onClick={() => actor.send({ type: 'playback.stepBack' })}>
            <TrackPreviousIcon />
          </IconButton>
        </Tooltip>
        {/* One button for both, so keyboard focus stays on it when it turns from Play to Pause. */}
        <Tooltip content={playing ? t('Pause') : t('Play')}>
          <IconButton
            size="2"
            aria-label={playing ? t('Pause') : t('Play')}
            disabled={!playing && !canPlay}
            onClick={() => actor.send({ type: playing ? 'playback.pause' : 'playback.play' })}
          >
            {playing ? <PauseIcon /> : <PlayIcon />}
          </IconButton>
        </Tooltip>
        <Tooltip content={t('Step forward')}>
          <IconButton
            size="1"
            variant="soft"
            aria-label={t('Step forward')}
            disabled={!canForward}
            onClick={() => actor.send({ type: 'playback.stepForward' })}
          >
            <TrackNextIcon />
          </IconButton>
        </Tooltip>
        <PositionSlider
          label={t('Playback position')}
          min={0}
          max={Math.max(0, count - 1)}
          step={1}
          value={[index]}
          disabled={count < 2}
          onValueChange={([value]) => actor.send({ type: 'playback.seek', index: value })}
          style={{ flex: 1, marginInline: 6 }}
        />
      </Flex>
      <Text size="1" color="gray" data-testid="playback-time">
        {point ? t('{time} · position {index} of {count}', { time: f.dateTime(point.assetTime), index: f.count(index + 1), count: f.count(count) }) : ' '}
      </Text>
      <Flex align="center" justify="between" gap="3" wrap="wrap">
        <SegmentedControl.Root
          size="1"
          aria-label={t('Playback speed')}
          value={String(speed)}
          onValueChange={(value) => actor.send({ type: 'playback.speedChosen', speed: Number(value) })}
          data-testid="playback-speed"
        >
          {PLAYBACK_SPEEDS.map((s) => (
            <SegmentedControl.Item
              key={s}
              value={String(s)}
              aria-label={s === 1 ? t('1×, one position a second') : t('{speed}×, {speed} positions a second', { speed: f.count(s) })}
            >
              {t('{speed}×', { speed: f.count(s) })}
            </SegmentedControl.Item>
          ))}
        </SegmentedControl.Root>
        <SkipParkedSwitch actor={actor} />
      </Flex>
    </Flex>
  );
}

/** Disabled on a track where the machine never stands still: there is nothing to skip. */
function SkipParkedSwitch({ actor }: { actor: PlaybackActor }) {
  const t = useT();
  const skip = useSelector(actor, (s) => s.context.skipParked);
  const hasParked = useSelector(actor, (s) => s.context.parked.length > 0);
  return (
    <Text as="label" size="1">
      <Flex gap="2" align="center">
        <Switch
          size="1"
          checked={skip}
          disabled={!hasParked}
          onCheckedChange={(checked) => actor.send({ type: 'playback.skipParkedChanged', skip: checked })}
          data-testid="skip-parked"
        />
        {t('Skip parked time')}
      </Flex>
    </Text>
  );
}

/**
 * Radix Themes' Slider puts aria-label on its root and renders the thumb (the element with role
 * slider, which takes the focus) without a name; the name is set on the thumb after each render.
 */
function PositionSlider({ label, ...props }: Omit<ComponentProps<typeof Slider>, 'aria-label'> & { label: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    ref.current?.querySelector('[role="slider"]')?.setAttribute('aria-label', label);
  });
  return <Slider ref={ref} size="1" {...props} />;
}

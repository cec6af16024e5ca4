// Play/pause, reset, step back, step forward and the slider of the track playback machine.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { Flex, IconButton, Slider, Text, Tooltip } from '@radix-ui/themes';
import { PauseIcon, PlayIcon, ResetIcon, TrackNextIcon, TrackPreviousIcon } from '@radix-ui/react-icons';
import type { trackPlaybackMachine } from '../../../../machines/trackPlayback/trackPlayback.machine.ts';
import type { TrackPoint } from '../../../../machines/positionsPaging/positionsPaging.types.ts';
import { formatAssetTime } from './track.view.ts';
import { useT } from '../../../i18n/useT.ts';

export function PlaybackControls({ actor, points }: { actor: ActorRefFrom<typeof trackPlaybackMachine>; points: readonly TrackPoint[] }) {
  const t = useT();
  const index = useSelector(actor, (s) => s.context.index);
  const count = useSelector(actor, (s) => s.context.count);
  const playing = useSelector(actor, (s) => s.hasTag('playing'));
  const canPlay = useSelector(actor, (s) => s.can({ type: 'playback.play' }));
  const canBack = useSelector(actor, (s) => s.can({ type: 'playback.stepBack' }));
  const canForward = useSelector(actor, (s) => s.can({ type: 'playback.stepForward' }));
  const point = points[index];
  return (
    <Flex direction="column" gap="2" data-testid="playback" data-index={index} data-count={count} data-playing={playing}>
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
        {playing ? (
          <Tooltip content={t('Pause')}>
            <IconButton size="2" aria-label={t('Pause')} onClick={() => actor.send({ type: 'playback.pause' })}>
              <PauseIcon />
            </IconButton>
          </Tooltip>
        ) : (
          <Tooltip content={t('Play')}>
            <IconButton size="2" aria-label={t('Play')} disabled={!canPlay} onClick={() => actor.send({ type: 'playback.play' })}>
              <PlayIcon />
            </IconButton>
          </Tooltip>
        )}
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
        <Slider
          size="1"
          aria-label={t('Playback position')}
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
        {point ? t('{time} · position {index} of {count}', { time: formatAssetTime(point.assetTime), index: index + 1, count }) : ' '}
      </Text>
    </Flex>
  );
}

// Glide draws on canvas and cannot read CSS variables: resolve the Radix theme's colours (which may
// be display-p3 values) to rgba through a 1×1 canvas, once the grid is inside the Theme.
import type { Theme } from '@glideapps/glide-data-grid';

let probe: CanvasRenderingContext2D | null = null;

function toRgba(color: string): string | null {
  if (!color) return null;
  probe ??= Object.assign(document.createElement('canvas'), { width: 1, height: 1 }).getContext('2d', { willReadFrequently: true });
  if (!probe) return null;
  probe.clearRect(0, 0, 1, 1);
  probe.fillStyle = '#000';
  probe.fillStyle = color; // an unknown value leaves the previous style
  probe.fillRect(0, 0, 1, 1);
  const [r, g, b, a] = probe.getImageData(0, 0, 1, 1).data;
  return `rgba(${r}, ${g}, ${b}, ${Math.round((a / 255) * 1000) / 1000})`;
}

/** The glide theme for the Radix theme in effect at `element`. */
export function radixGridTheme(element: HTMLElement): Partial<Theme> {
  const style = getComputedStyle(element);
  const v = (name: string) => style.getPropertyValue(name).trim();
  const color = (name: string, fallback: string) => toRgba(v(name)) ?? fallback;
  const font = v('--default-font-family') || 'system-ui, sans-serif';
  return {
    accentColor: color('--accent-9', '#0090ff'),
    accentFg: color('--accent-contrast', '#fff'),
    accentLight: color('--accent-a3', 'rgba(0, 144, 255, 0.1)'),
    textDark: color('--gray-12', '#1c2024'),
    textMedium: color('--gray-11', '#60646c'),
    textLight: color('--gray-9', '#8b8d98'),
    textBubble: color('--gray-12', '#1c2024'),
    textHeader: color('--gray-11', '#60646c'),
    textHeaderSelected: color('--accent-contrast', '#fff'),
    bgIconHeader: color('--accent-11', '#0d74ce'),
    fgIconHeader: color('--gray-1', '#fff'),
    bgCell: color('--color-panel-solid', '#fff'),
    bgCellMedium: color('--gray-2', '#f9f9fb'),
    bgHeader: color('--gray-2', '#f9f9fb'),
    bgHeaderHasFocus: color('--gray-3', '#f0f0f3'),
    bgHeaderHovered: color('--gray-4', '#e8e8ec'),
    bgBubble: color('--accent-a3', '#edf6ff'),
    bgBubbleSelected: color('--accent-a5', '#d5efff'),
    bgSearchResult: color('--amber-a4', '#ffee9c'),
    borderColor: color('--gray-a5', 'rgba(0, 0, 0, 0.1)'),
    horizontalBorderColor: color('--gray-a4', 'rgba(0, 0, 0, 0.07)'),
    headerBottomBorderColor: color('--gray-a6', 'rgba(0, 0, 0, 0.15)'),
    drilldownBorder: color('--gray-a6', 'rgba(0, 0, 0, 0.15)'),
    linkColor: color('--accent-11', '#0d74ce'),
    resizeIndicatorColor: color('--accent-9', '#0090ff'),
    fontFamily: font,
    baseFontStyle: '13px',
    headerFontStyle: '600 12px',
    editorFontSize: '13px',
    headerIconSize: 16,
    cellHorizontalPadding: 12,
  };
}

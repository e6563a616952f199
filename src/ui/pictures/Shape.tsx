/** A player's marker shape (the second cue beside colour), centred on (x, y) with radius r. */
import type { Shape } from './marks';

export function ShapeMark({ shape, x, y, r, fill, stroke = '#ffffff' }: { shape: Shape; x: number; y: number; r: number; fill: string; stroke?: string }) {
  const p = (pts: readonly (readonly [number, number])[]) => pts.map(([a, b]) => `${(x + a * r).toFixed(1)},${(y + b * r).toFixed(1)}`).join(' ');
  const common = { fill, stroke, 'stroke-width': 1 };
  switch (shape) {
    case 'circle':
      return <circle cx={x} cy={y} r={r} {...common} />;
    case 'ring':
      return <circle cx={x} cy={y} r={r * 0.8} fill="#ffffff" stroke={fill} stroke-width={r * 0.45} />;
    case 'square':
      return <rect x={x - r * 0.85} y={y - r * 0.85} width={r * 1.7} height={r * 1.7} {...common} />;
    case 'box':
      return <rect x={x - r * 0.8} y={y - r * 0.8} width={r * 1.6} height={r * 1.6} fill="#ffffff" stroke={fill} stroke-width={r * 0.45} />;
    case 'triangle':
      return (
        <polygon
          points={p([
            [0, -1.1],
            [1, 0.8],
            [-1, 0.8],
          ])}
          {...common}
        />
      );
    case 'down':
      return (
        <polygon
          points={p([
            [0, 1.1],
            [1, -0.8],
            [-1, -0.8],
          ])}
          {...common}
        />
      );
    case 'diamond':
      return (
        <polygon
          points={p([
            [0, -1.2],
            [1, 0],
            [0, 1.2],
            [-1, 0],
          ])}
          {...common}
        />
      );
    case 'hexagon':
      return (
        <polygon
          points={p([
            [1, 0],
            [0.5, 0.87],
            [-0.5, 0.87],
            [-1, 0],
            [-0.5, -0.87],
            [0.5, -0.87],
          ])}
          {...common}
        />
      );
    case 'star':
      return (
        <polygon
          points={p([
            [0, -1.2],
            [0.3, -0.4],
            [1.1, -0.4],
            [0.45, 0.1],
            [0.7, 0.95],
            [0, 0.45],
            [-0.7, 0.95],
            [-0.45, 0.1],
            [-1.1, -0.4],
            [-0.3, -0.4],
          ])}
          {...common}
        />
      );
    case 'cross':
      return (
        <polygon
          points={p([
            [-1, -0.6],
            [-0.6, -1],
            [0, -0.4],
            [0.6, -1],
            [1, -0.6],
            [0.4, 0],
            [1, 0.6],
            [0.6, 1],
            [0, 0.4],
            [-0.6, 1],
            [-1, 0.6],
            [-0.4, 0],
          ])}
          {...common}
        />
      );
    case 'plus':
      return (
        <polygon
          points={p([
            [-0.35, -1],
            [0.35, -1],
            [0.35, -0.35],
            [1, -0.35],
            [1, 0.35],
            [0.35, 0.35],
            [0.35, 1],
            [-0.35, 1],
            [-0.35, 0.35],
            [-1, 0.35],
            [-1, -0.35],
            [-0.35, -0.35],
          ])}
          {...common}
        />
      );
    case 'bar':
      return <rect x={x - r} y={y - r * 0.5} width={r * 2} height={r} {...common} />;
  }
}

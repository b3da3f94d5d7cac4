import { Table, VisuallyHidden } from '@mantine/core';
import { useMockT } from '../lib/use-mock-t';

export interface SkillPoint {
  key: string;
  label: string;
  score: number | null;
}

const size = 280;
const centre = size / 2;
const radius = 96;
const rings = [10, 30, 50, 70, 90];

function pointAt(index: number, count: number, score: number): [number, number] {
  const angle = (Math.PI * 2 * index) / count - Math.PI / 2;
  const length = (Math.max(10, Math.min(90, score)) / 90) * radius;
  return [centre + Math.cos(angle) * length, centre + Math.sin(angle) * length];
}

/** A radar of skill scores on 10-90, drawn as SVG, with the same numbers in a table. */
export function SkillsRadar({ points, title }: { points: SkillPoint[]; title: string }) {
  const { mk } = useMockT();
  const count = points.length;
  const polygon = points.map((point, index) => pointAt(index, count, point.score ?? 10).join(',')).join(' ');
  return (
    <figure style={{ margin: 0 }}>
      <svg
        viewBox={`0 0 ${size} ${size}`}
        width="100%"
        style={{ maxWidth: size, display: 'block', margin: '0 auto' }}
        role="img"
        aria-label={title}
      >
        {rings.map((ring) => (
          <polygon
            key={ring}
            points={points.map((_, index) => pointAt(index, count, ring).join(',')).join(' ')}
            fill="none"
            stroke="var(--mantine-color-gray-4)"
            strokeWidth={1}
          />
        ))}
        {points.map((point, index) => {
          const [x, y] = pointAt(index, count, 90);
          const [labelX, labelY] = pointAt(index, count, 90 + 28);
          return (
            <g key={point.key}>
              <line x1={centre} y1={centre} x2={x} y2={y} stroke="var(--mantine-color-gray-4)" />
              <text
                x={labelX}
                y={labelY}
                textAnchor="middle"
                dominantBaseline="middle"
                fontSize={11}
                fill="currentColor"
              >
                {point.label}
              </text>
            </g>
          );
        })}
        <polygon
          points={polygon}
          fill="var(--mantine-color-blue-5)"
          fillOpacity={0.3}
          stroke="var(--mantine-color-blue-7)"
          strokeWidth={2}
        />
      </svg>
      <VisuallyHidden component="figcaption">
        <Table>
          <caption>{title}</caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{mk('report.skill')}</Table.Th>
              <Table.Th>{mk('report.score')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {points.map((point) => (
              <Table.Tr key={point.key}>
                <Table.Td>{point.label}</Table.Td>
                <Table.Td>{point.score ?? '–'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </VisuallyHidden>
    </figure>
  );
}

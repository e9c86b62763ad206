'use client';

import type { MouseEvent } from 'react';

// A simple map pin for a business in the Kathmandu valley: click the valley sketch to set latitude and longitude
// (the number fields beside it stay the accessible way, and work for places outside the valley too).

const BOX = { north: 27.78, south: 27.6, west: 85.2, east: 85.46 } as const;
const W = 320;
const H = 220;
const TOWNS = [
  { name: 'Kathmandu', lat: 27.7056, lng: 85.3153 },
  { name: 'Lalitpur', lat: 27.6734, lng: 85.3247 },
  { name: 'Bhaktapur', lat: 27.671, lng: 85.4298 },
  { name: 'Kirtipur', lat: 27.6787, lng: 85.2775 },
  { name: 'Budhanilkantha', lat: 27.7654, lng: 85.3654 },
];

const x = (lng: number) => ((lng - BOX.west) / (BOX.east - BOX.west)) * W;
const y = (lat: number) => ((BOX.north - lat) / (BOX.north - BOX.south)) * H;

export function PinPicker({ latitude, longitude, onPick }: { latitude: number | null; longitude: number | null; onPick: (lat: number, lng: number) => void }) {
  const pick = (event: MouseEvent<SVGSVGElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    const lng = BOX.west + ((event.clientX - rect.left) / rect.width) * (BOX.east - BOX.west);
    const lat = BOX.north - ((event.clientY - rect.top) / rect.height) * (BOX.north - BOX.south);
    onPick(Math.round(lat * 10000) / 10000, Math.round(lng * 10000) / 10000);
  };
  const inside = latitude !== null && longitude !== null && latitude <= BOX.north && latitude >= BOX.south && longitude >= BOX.west && longitude <= BOX.east;
  return (
    <svg viewBox={`0 0 ${W} ${H}`} onClick={pick} aria-hidden="true" data-testid="pin-picker" className="w-full cursor-crosshair rounded-xl border border-cocoa-200 bg-leaf-500/10">
      <ellipse cx={W / 2} cy={H / 2} rx={W / 2 - 10} ry={H / 2 - 12} fill="#eef6ea" stroke="#b9d4ae" />
      <path d={`M${x(85.27)} ${y(27.75)} C ${x(85.3)} ${y(27.72)}, ${x(85.33)} ${y(27.69)}, ${x(85.34)} ${y(27.62)}`} stroke="#8ecae6" strokeWidth="3" fill="none" />
      {TOWNS.map((t) => (
        <g key={t.name}>
          <circle cx={x(t.lng)} cy={y(t.lat)} r="3" fill="#6b4f3a" />
          <text x={x(t.lng) + 5} y={y(t.lat) - 5} fontSize="11" fill="#4a3426">
            {t.name}
          </text>
        </g>
      ))}
      {inside ? (
        <g transform={`translate(${x(longitude)} ${y(latitude)})`}>
          <path d="M0 0 C -8 -10, -9 -16, -9 -20 A 9 9 0 1 1 9 -20 C 9 -16, 8 -10, 0 0 Z" fill="#c2185b" />
          <circle cx="0" cy="-20" r="3.5" fill="#fff" />
        </g>
      ) : null}
    </svg>
  );
}

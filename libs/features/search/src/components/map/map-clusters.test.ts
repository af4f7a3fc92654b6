import { describe, expect, it } from 'vitest';
import type { MapPoint } from '@stays/api-client';
import { boundsOf, clusterIndex, markersInView } from './map-clusters';

function point(id: number, latitude: number, longitude: number, price: number | null = 250_000): MapPoint {
  return { id, name: `Stay ${id}`, latitude, longitude, price_per_night: price, currency_code: 'INR', rating: 4, country_id: 1 };
}

/** 5,000 points spread over two cities 1,000 km apart (deterministic). */
function twoCities(): MapPoint[] {
  return Array.from({ length: 5000 }, (_, i) => {
    const [lat, lng] = i % 2 === 0 ? [15.5, 73.8] : [19.07, 72.88];
    return point(i + 1, lat + ((i * 37) % 100) / 2000, lng + ((i * 53) % 100) / 2000);
  });
}

const world: [number, number, number, number] = [-180, -85, 180, 85];

describe('map clusters', () => {
  it('zoomed out, 5,000 results become a few clusters that together count every result', () => {
    const markers = markersInView(clusterIndex(twoCities()), world, 4);
    expect(markers.length).toBeLessThanOrEqual(4);
    expect(markers.every((marker) => marker.kind === 'cluster')).toBe(true);
    expect(markers.reduce((sum, marker) => sum + (marker.kind === 'cluster' ? marker.count : 1), 0)).toBe(5000);
  });

  it('zoomed in far enough, lone properties are price pins with their own id and price', () => {
    const points = [point(1, 15.5, 73.8, 199_900), point(2, 15.6, 73.9, null)];
    const markers = markersInView(clusterIndex(points), world, 14);
    expect(markers).toEqual([
      {
        kind: 'pin',
        id: 1,
        longitude: expect.closeTo(73.8, 5),
        latitude: expect.closeTo(15.5, 5),
        pin: { id: 1, name: 'Stay 1', price: 199_900, currency: 'INR' },
      },
      {
        kind: 'pin',
        id: 2,
        longitude: expect.closeTo(73.9, 5),
        latitude: expect.closeTo(15.6, 5),
        pin: { id: 2, name: 'Stay 2', price: null, currency: 'INR' },
      },
    ]);
  });

  it('only what lies in the view is shown', () => {
    const markers = markersInView(clusterIndex([point(1, 15.5, 73.8), point(2, 52.37, 4.9)]), [70, 10, 80, 20], 10);
    expect(markers.map((marker) => marker.id)).toEqual([1]);
  });

  it('the first view holds every point', () => {
    const [[west, south] = [], [east, north] = []] = boundsOf([point(1, 15.5, 73.8), point(2, 19.07, 72.88)]) ?? [];
    expect([west, south, east, north]).toEqual([expect.closeTo(72.87, 6), expect.closeTo(15.49, 6), expect.closeTo(73.81, 6), expect.closeTo(19.08, 6)]);
    expect(boundsOf([])).toBeNull();
  });
});

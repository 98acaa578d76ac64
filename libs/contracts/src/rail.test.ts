import {
  RAIL_LINE_IDS,
  RAIL_LINES,
  RAIL_STATIONS,
  railStation,
  railStationLabel,
  railStationNames,
  railStationsOf,
} from './rail';

const km = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) => {
  const rad = Math.PI / 180;
  const x = (b.lng - a.lng) * rad * Math.cos(((a.lat + b.lat) / 2) * rad);
  const y = (b.lat - a.lat) * rad;
  return Math.sqrt(x * x + y * y) * 6371;
};

describe('Bangkok rail stations data', () => {
  it('has unique codes and names in both languages on every station of a known line', () => {
    expect(new Set(RAIL_STATIONS.map((s) => s.code)).size).toBe(RAIL_STATIONS.length);
    expect(RAIL_LINES.map((l) => l.id)).toEqual([...RAIL_LINE_IDS]);
    for (const s of RAIL_STATIONS) {
      expect(s.code).toMatch(/^[A-Z]{1,3}[0-9]{0,2}$/);
      expect(s.name_th).toMatch(/^[\u0E00-\u0E7F0-9 .ฯ]+$/);
      expect(s.name_en).toMatch(/^[A-Z0-9][A-Za-z0-9 .'-]+$/);
      expect(s.name_th).not.toContain('เเ'); // a doubled "เ" for "แ" (a slip of the source)
      for (const l of s.lines) expect(RAIL_LINE_IDS).toContain(l);
    }
    for (const id of RAIL_LINE_IDS) expect(railStationsOf(id).length).toBeGreaterThan(2);
  });

  it('places every station with coordinates in Greater Bangkok, neighbours on a line less than 8 km apart', () => {
    for (const id of RAIL_LINE_IDS) {
      const placed = railStationsOf(id).filter((s) => s.lat !== null && s.lng !== null) as {
        code: string;
        lat: number;
        lng: number;
      }[];
      for (const s of placed) {
        expect([s.code, s.lat > 13.5 && s.lat < 14.1, s.lng > 100.3 && s.lng < 100.8]).toEqual([
          s.code,
          true,
          true,
        ]);
      }
      for (let i = 1; i < placed.length; i++)
        expect([placed[i - 1].code, placed[i].code, km(placed[i - 1], placed[i]) < 8]).toEqual([
          placed[i - 1].code,
          placed[i].code,
          true,
        ]);
    }
  });

  it('names a station as people say it, and lists its names for a query lexicon', () => {
    expect(railStationLabel(railStation('E4')!, 'th')).toBe('BTS อโศก');
    expect(railStationLabel(railStation('BL22')!, 'en')).toBe('MRT Sukhumvit');
    expect(railStation('CEN')!.lines).toEqual(['bts-sukhumvit', 'bts-silom']);
    expect(railStationNames().find((n) => n.code === 'E4')!.names).toEqual([
      'อโศก',
      'bts อโศก',
      'asok',
      'bts asok',
    ]);
  });
});

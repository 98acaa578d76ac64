import { act, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import type { Province } from '@jobportal/contracts';
import { HomeHero } from './HomeHero';

// As GET /api/lookups lists them: Thai dictionary order (เชียงใหม่ under ช).
const provinces: Province[] = [
  { id: 1, name_th: 'กรุงเทพมหานคร', name_en: 'Bangkok', region: 'central' },
  { id: 3, name_th: 'เชียงใหม่', name_en: 'Chiang Mai', region: 'north' },
  { id: 2, name_th: 'นนทบุรี', name_en: 'Nonthaburi', region: 'central' },
  { id: 4, name_th: 'ขอนแก่น', name_en: 'Khon Kaen', region: 'northeast' },
].sort((a, b) => new Intl.Collator('th').compare(a.name_th, b.name_th));

const provinceNames = () =>
  within(screen.getByTestId('home-search-province'))
    .getAllByRole('option')
    .map((option) => option.textContent)
    .filter((name) => name && !/จังหวัด|province/i.test(name));

function renderHero() {
  render(
    <MemoryRouter>
      <HomeHero provinces={provinces} stats={{ open_jobs: 12345, companies: 678 }} />
    </MemoryRouter>,
  );
}

describe('HomeHero', () => {
  afterEach(async () => {
    await act(() => i18next.changeLanguage('th'));
  });

  it('lists provinces in Thai dictionary order in Thai', () => {
    renderHero();
    expect(provinceNames()).toEqual(['กรุงเทพมหานคร', 'ขอนแก่น', 'เชียงใหม่', 'นนทบุรี']);
    expect(screen.getByTestId('home-stats')).toHaveTextContent('12,345');
  });

  it('lists provinces alphabetically by English name in English', async () => {
    await act(() => i18next.changeLanguage('en'));
    renderHero();
    expect(provinceNames()).toEqual(['Bangkok', 'Chiang Mai', 'Khon Kaen', 'Nonthaburi']);
  });
});

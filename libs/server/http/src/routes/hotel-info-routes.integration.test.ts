import { describe, expect, it } from 'vitest';
import { apiErrorSchema, getHotelOneLiner, getTooltipInfo, getTrustSafety } from '@stays/api-client';
import { inProcessClient } from '../testing/in-process-client';
import { apiOnFixture } from '../testing/api-on-fixture';
import { fixtureIds } from '@stays/server-catalogue/testing';

const api = apiOnFixture();

/** The typed client of @stays/api-client, its calls answered by the API in process. */
const client = inProcessClient(() => api.app);

describe('GET trustSafety', () => {
  it('answers India’s checks and safety measures by default', async () => {
    expect(await getTrustSafety(client, {})).toEqual({
      country_code: 'in',
      property_checks: ['licence_checked', 'photos_verified', 'fire_safety_checked', 'yearly_audit'],
      guest_safety: ['support_around_the_clock', 'secure_payments', 'relocation_guarantee', 'cctv_common_areas', 'women_travellers_desk'],
    });
  });

  it('answers a holiday-home country’s content for its code in any case', async () => {
    const netherlands = await getTrustSafety(client, { user_country_id: 'NL', app_client: 'website' });
    expect(netherlands).toMatchObject({ country_code: 'nl', property_checks: ['owner_identity_checked', 'photos_verified', 'smoke_alarms_checked'] });
  });
});

describe('GET tooltip info by hotel and category', () => {
  it('explains the tax, the largest slasher discount still on sale and the wizard discount', async () => {
    // Baga Classic: 400,000 against a struck 500,000 tonight (20 % off), less on the later nights.
    expect(await getTooltipInfo(client, fixtureIds.bagaBeach, { category_id: fixtureIds.bagaClassic })).toEqual({
      hotel_id: fixtureIds.bagaBeach,
      category_id: fixtureIds.bagaClassic,
      tax: { clusivity: 'exclusive', rate_percent: 12 },
      slasher: { max_discount_percentage: 20 },
      wizard_discount: { percentage: 10 },
    });
  });

  it('says 0 for a category without struck prices, and uses the home country’s tax', async () => {
    const suite = await getTooltipInfo(client, fixtureIds.bagaBeach, { category_id: fixtureIds.bagaSuite });
    expect(suite.slasher.max_discount_percentage).toBe(0);
    const canal = await getTooltipInfo(client, fixtureIds.canalHouse, { category_id: 1041 });
    expect(canal).toMatchObject({ tax: { clusivity: 'inclusive', rate_percent: 9 }, slasher: { max_discount_percentage: 16 } });
  });
});

describe('GET hotelonelinerinfo', () => {
  it('answers the hotel’s one line, or null when it has none', async () => {
    expect(await getHotelOneLiner(client, fixtureIds.bagaBeach)).toEqual({ hotel_id: fixtureIds.bagaBeach, one_liner: 'Steps from Baga beach' });
    expect(await getHotelOneLiner(client, fixtureIds.goaPalms)).toEqual({ hotel_id: fixtureIds.goaPalms, one_liner: null });
  });
});

describe('refused information calls', () => {
  it.each([
    ['/api/pwa/trustSafety?user_country_id=zz', 400],
    ['/api/pwa/trustSafety?app_client=tv', 400],
    ['/api/pwa/tooltipinfo/abc?category_id=1001', 400],
    ['/api/pwa/tooltipinfo/101', 400],
    ['/api/pwa/tooltipinfo/101?category_id=-3', 400],
    ['/api/pwa/tooltipinfo/999999?category_id=1001', 404],
    ['/api/pwa/tooltipinfo/103?category_id=1031', 404],
    ['/api/pwa/tooltipinfo/102?category_id=1001', 404],
    ['/api/pwa/hotelonelinerinfo/abc', 400],
    ['/api/pwa/hotelonelinerinfo/0', 400],
    ['/api/pwa/hotelonelinerinfo/999999', 404],
    ['/api/pwa/hotelonelinerinfo/103', 404],
  ])('%s answers %i with the error body', async (url, statusCode) => {
    const response = await api.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(statusCode);
    expect(apiErrorSchema.parse(response.json())).toMatchObject({ statusCode });
  });

  it('names what is missing: the hotel or its room category', async () => {
    const wrongCategory = await api.app.inject({ method: 'GET', url: '/api/pwa/tooltipinfo/102?category_id=1001' });
    expect(wrongCategory.json()).toMatchObject({ statusCode: 404, code: 'ROOM_CATEGORY_NOT_FOUND' });
    const disabled = await api.app.inject({ method: 'GET', url: '/api/pwa/hotelonelinerinfo/103' });
    expect(disabled.json()).toMatchObject({ statusCode: 404, code: 'HOTEL_NOT_FOUND' });
  });
});

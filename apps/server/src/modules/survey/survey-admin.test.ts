import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { useAdminFixture } from '../../../test/admin-fixture.js';
import { buildUser } from '../../../test/factories.js';

const fixture = useAdminFixture('survey-admin@example.com');

/** Three answers by two learners on two pages, one with a comment that looks like a formula. */
async function answerSurvey() {
  const other = await buildUser(fixture.context, { fullName: 'Bình Trần' });
  const answers = [
    [
      fixture.learner,
      { rating: 5, feedback: 'The read-aloud scoring helped a lot.', page: '/platform/exam/session/1' },
    ],
    [
      other,
      { rating: 2, feedback: '=HYPERLINK("http://evil.example","slow")', page: '/platform/exam/session/2' },
    ],
    [other, { rating: 4, feedback: 'Nice mock report.', page: '/platform/mock-test/result/3' }],
  ] as const;
  for (const [who, answer] of answers) {
    const response = await fixture.call('POST', '/api/survey', answer, who);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Thank you for your feedback.',
      data: { id: expect.any(String) },
    });
  }
}

describe('the survey in the admin console', () => {
  it('lists the answers newest first with who gave them, filtered by stars, page and words', async () => {
    await answerSurvey();
    const all = await fixture.call('GET', '/api/admin/surveys?size=10');
    expect(all.statusCode).toBe(200);
    expect(all.headers['x-total-count']).toBe('3');
    const items = all.json().data as {
      rating: number;
      feedback: string;
      page: string;
      user: { email: string };
    }[];
    expect(items.map((item) => item.rating)).toEqual([4, 2, 5]);
    expect(items[2]).toMatchObject({
      feedback: 'The read-aloud scoring helped a lot.',
      page: '/platform/exam/session/1',
      user: { email: fixture.learner.email },
    });

    const twoStars = await fixture.call('GET', '/api/admin/surveys?rating=2');
    expect(twoStars.json().data.map((item: { rating: number }) => item.rating)).toEqual([2]);
    const sessions = await fixture.call('GET', '/api/admin/surveys?path=exam/session');
    expect(sessions.headers['x-total-count']).toBe('2');
    const words = await fixture.call('GET', '/api/admin/surveys?q=MOCK%20report');
    expect(words.json().data.map((item: { feedback: string }) => item.feedback)).toEqual([
      'Nice mock report.',
    ]);
    // A percent sign is a character, not a wildcard.
    expect((await fixture.call('GET', '/api/admin/surveys?q=%25')).headers['x-total-count']).toBe('0');

    const bad = await fixture.call('GET', '/api/admin/surveys?rating=9');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.code).toBe('error.validation');
  });

  it('averages the stars overall and per page, and exports the filtered answers with formulas neutralised', async () => {
    const summary = await fixture.call('GET', '/api/admin/surveys/summary');
    expect(summary.statusCode).toBe(200);
    expect(summary.json().data).toMatchObject({ count: 3, average: 3.67 });
    expect(summary.json().data.byPage).toHaveLength(3);
    const sessions = await fixture.call('GET', '/api/admin/surveys/summary?path=exam/session');
    expect(sessions.json().data).toMatchObject({ count: 2, average: 3.5 });

    const csv = await fixture.call('GET', '/api/admin/surveys/export?format=csv&path=exam/session');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Date,Learner,E-mail,Stars,Page,Comment');
    expect(lines).toHaveLength(3);
    expect(csv.body).toContain(`"'=HYPERLINK(""http://evil.example"",""slow"")"`);

    const xlsx = await fixture.call('GET', '/api/admin/surveys/export?format=xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.rowCount).toBe(4);
    expect(sheet?.getRow(2).getCell(2).text).toBe('Bình Trần');
  });

  it('keeps the answers from learners', async () => {
    for (const url of ['/api/admin/surveys', '/api/admin/surveys/summary', '/api/admin/surveys/export']) {
      const response = await fixture.call('GET', url, undefined, fixture.learner);
      expect(response.statusCode).toBe(403);
    }
  });
});

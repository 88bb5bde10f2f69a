// The insights screen's figures (issue #38 item 4): each chart's table says the same figures in
// words and numbers, the agreement is read out in plain language only when there is enough to say,
// and a rater's difference says which way it leans.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CompetencyCalibration, FunnelStepFigure } from '#contract/insights';
import { CalibrationFigures } from '../../src/features/insights/components/calibration-figures.tsx';
import { FunnelFigures } from '../../src/features/insights/components/funnel-figures.tsx';
import { PaceFigures } from '../../src/features/insights/components/pace-figures.tsx';
import { renderScreen } from './render.tsx';

const funnel: FunnelStepFigure[] = [
  { step: 'INVITED', candidates: 10, conversion: null, median_seconds: null },
  { step: 'OPENED', candidates: 8, conversion: 0.8, median_seconds: 3600 },
  { step: 'STARTED', candidates: 7, conversion: 0.875, median_seconds: 1800 },
  { step: 'COMPLETED', candidates: 5, conversion: 5 / 7, median_seconds: 5400 },
  { step: 'REVIEWED', candidates: 3, conversion: 0.6, median_seconds: 3 * 86400 },
  { step: 'DECIDED', candidates: 0, conversion: 0, median_seconds: null },
];

const rater = (id: number, name: string, difference: number | null, shared = 5) => ({
  rater_id: `00000000-0000-4000-8000-00000000000${id}`,
  name,
  shared_candidates: shared,
  mean_difference: difference,
});

const competencies: CompetencyCalibration[] = [
  {
    competency_id: '00000000-0000-4000-8000-000000000101',
    name: 'Customer focus',
    agreement: { icc: 0.7959, candidates: 5, raters: 3, reading: 'GOOD' },
    raters: [rater(1, 'Olga Owner', 0.5), rater(2, 'Rafa Recruiter', -1), rater(3, 'Vera Reviewer', 0.1)],
  },
  {
    competency_id: '00000000-0000-4000-8000-000000000102',
    name: 'Communication',
    agreement: { icc: -0.4375, candidates: 5, raters: 3, reading: 'POOR' },
    raters: [rater(1, 'Olga Owner', null, 2)],
  },
  {
    competency_id: null,
    name: null,
    agreement: { icc: null, candidates: 2, raters: 1, reading: 'NOT_ENOUGH' },
    raters: [],
  },
];

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the funnel figures', () => {
  it('lists each step with its count, its share of the step before and its median time', () => {
    renderScreen(<FunnelFigures funnel={funnel} fileName="funnel.csv" />);
    const row = (name: string) =>
      within(screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(row('Invited')).toEqual(['10', '—', '—']);
    expect(row('Opened the link')).toEqual(['8', '80%', '1 hour']);
    expect(row('Started')).toEqual(['7', '87.5%', '30 minutes']);
    expect(row('Completed')).toEqual(['5', '71.4%', '1.5 hours']);
    expect(row('Reviewed')).toEqual(['3', '60%', '3 days']);
    expect(row('Decided')).toEqual(['0', '0%', '—']);
    expect(screen.getByRole('img', { name: 'The funnel: candidates at each step' })).toBeInTheDocument();
  });

  it('downloads the plain numbers as CSV', async () => {
    // jsdom makes no object URLs: the blob handed over is the file the browser would save.
    const blobs: Blob[] = [];
    class ObjectUrls extends URL {
      static override createObjectURL = (blob: Blob) => {
        blobs.push(blob);
        return 'blob:file';
      };
      static override revokeObjectURL = () => undefined;
    }
    vi.stubGlobal('URL', ObjectUrls);
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { user } = renderScreen(<FunnelFigures funnel={funnel} fileName="funnel.csv" />);
    await user.click(screen.getByRole('button', { name: 'Download the funnel as CSV' }));
    expect(saved).toEqual(['funnel.csv']);
    expect(await blobs[0]?.text()).toBe(
      [
        'Step,Candidates,Share of the step before,Median seconds from the step before',
        'Invited,10,,',
        'Opened the link,8,0.8,3600',
        'Started,7,0.875,1800',
        'Completed,5,0.7143,5400',
        'Reviewed,3,0.6,259200',
        'Decided,0,0,',
        '',
      ].join('\r\n'),
    );
  });
});

describe('the calibration figures', () => {
  it('reads the agreement in words, and each difference with the way it leans', () => {
    renderScreen(<CalibrationFigures competencies={competencies} fileName="calibration.csv" />);
    expect(
      screen.getByText('Raters agree well. ICC 0.80 on 5 candidates rated by 3 raters.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Agreement is poor: discuss the anchors of Communication. ICC -0.44 on 5 candidates rated by 3 raters.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Not enough ratings yet to measure agreement/)).toBeInTheDocument();
    const customerFocus = screen.getByRole('heading', { name: 'Customer focus' })
      .parentElement as HTMLElement;
    expect(
      within(customerFocus).getByRole('rowheader', { name: 'Olga Owner' }).closest('tr'),
    ).toHaveTextContent('+0.50 (More lenient)');
    expect(
      within(customerFocus).getByRole('rowheader', { name: 'Rafa Recruiter' }).closest('tr'),
    ).toHaveTextContent('-1.00 (More severe)');
    expect(
      within(customerFocus).getByRole('rowheader', { name: 'Vera Reviewer' }).closest('tr'),
    ).toHaveTextContent('+0.10 (In line)');
    const communication = screen.getByRole('heading', { name: 'Communication' }).parentElement as HTMLElement;
    expect(within(communication).getByText('Too few shared candidates yet')).toBeInTheDocument();
  });

  it("shows a REVIEWER's own differences without any reading of the team", () => {
    renderScreen(
      <CalibrationFigures
        competencies={[
          { competency_id: null, name: null, agreement: null, raters: [rater(3, 'Vera Reviewer', 0.3)] },
        ]}
        fileName="calibration.csv"
      />,
    );
    expect(screen.getByRole('heading', { name: 'All competencies' })).toBeInTheDocument();
    expect(screen.queryByText(/agree|Agreement/)).not.toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Vera Reviewer' }).closest('tr')).toHaveTextContent(
      '+0.30 (More lenient)',
    );
  });
});

describe("the team's pace", () => {
  it("says how long the first scorecard and the decision take, and lists each member's work", () => {
    renderScreen(
      <PaceFigures
        pace={{
          candidates_rated: 5,
          candidates_decided: 3,
          median_seconds_to_rating: 9000,
          median_seconds_to_decision: 10800,
          members: [
            {
              member_id: '00000000-0000-4000-8000-000000000001',
              name: 'Olga Owner',
              candidates_rated: 5,
              decisions: 3,
              median_seconds_to_rating: 9000,
            },
            {
              member_id: '00000000-0000-4000-8000-000000000003',
              name: 'Vera Reviewer',
              candidates_rated: 0,
              decisions: 0,
              median_seconds_to_rating: null,
            },
          ],
        }}
        fileName="team.csv"
      />,
    );
    expect(
      screen.getByText('First scorecard: 2.5 hours after completion (median of 5 candidates).'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Decision: 3 hours after completion (median of 3 candidates).'),
    ).toBeInTheDocument();
    const cells = (name: string) =>
      within(screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells('Olga Owner')).toEqual(['5', '3', '2.5 hours']);
    expect(cells('Vera Reviewer')).toEqual(['0', '0', '—']);
  });
});

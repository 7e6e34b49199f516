import { ArcElement, BarElement, CategoryScale, Chart as ChartJS, Legend, LinearScale, Tooltip } from 'chart.js';
import { Bar, Pie } from 'react-chartjs-2';
import { type KitStat, pieKits, shortKitName } from './kits.ts';

ChartJS.register(CategoryScale, LinearScale, BarElement, ArcElement, Tooltip, Legend);

const PALETTE = ['#1d6fa3', '#b4462b', '#f2b632', '#2f6b4f', '#6b4f9e'];
const reducedMotion = typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/**
 * The dashboard's two charts (only /analytics loads this module): signups and total votes per
 * kit with "Kit" dropped from the names, and the top 5 kits by popularity score.
 */
export default function KitCharts({ stats }: { stats: readonly KitStat[] }) {
  const labels = stats.map((s) => shortKitName(s.kitName));
  const top = pieKits(stats);
  const describe = (list: readonly KitStat[], f: (s: KitStat) => string) => list.map(f).join('; ');
  return (
    <div className="kit-charts">
      <section className="card" aria-labelledby="kit-bar-heading">
        <div className="card-body">
          <h2 id="kit-bar-heading">Signups and votes per kit</h2>
          <div className="kit-chart">
            <Bar
              role="img"
              aria-label={`Bar chart of signups and total votes per kit: ${describe(stats, (s) => `${shortKitName(s.kitName)} ${s.signups} signups, ${s.totalVotes} votes`)}`}
              data={{
                labels,
                datasets: [
                  { label: 'Signups', data: stats.map((s) => s.signups), backgroundColor: PALETTE[0] },
                  { label: 'Total Votes', data: stats.map((s) => s.totalVotes), backgroundColor: PALETTE[1] },
                ],
              }}
              options={{
                responsive: true,
                maintainAspectRatio: false,
                animation: reducedMotion ? false : undefined,
                scales: { y: { beginAtZero: true, ticks: { precision: 0 } } },
              }}
            />
          </div>
        </div>
      </section>
      <section className="card" aria-labelledby="kit-pie-heading">
        <div className="card-body">
          <h2 id="kit-pie-heading">Top 5 kits by popularity score</h2>
          {top.length === 0 ? (
            <p className="muted">No data</p>
          ) : (
            <div className="kit-chart">
              <Pie
                role="img"
                aria-label={`Pie chart of the top ${top.length} kits by popularity score: ${describe(top, (s) => `${s.kitName} ${s.popularityScore} points`)}`}
                data={{
                  labels: top.map((s) => s.kitName),
                  datasets: [{ label: 'Popularity score', data: top.map((s) => s.popularityScore), backgroundColor: PALETTE.slice(0, top.length) }],
                }}
                options={{ responsive: true, maintainAspectRatio: false, animation: reducedMotion ? false : undefined }}
              />
            </div>
          )}
        </div>
      </section>
    </div>
  );
}

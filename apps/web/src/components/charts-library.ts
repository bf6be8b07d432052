// Loaded on demand by charts.tsx: the charts and their styles arrive together.
import '@mantine/charts/styles.css';

export { BarChart, DonutChart, LineChart } from '@mantine/charts';

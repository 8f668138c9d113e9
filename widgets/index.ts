/** Registers every widget with the engine. Import once before rendering pages. */
import './benchmarkChart/register.ts';
import './choiceLineChart/register.ts';
import './deltaChart/register.ts';
import './developmentLineChart/register.ts';
import './discriminator/register.ts';
import './effectChart/register.ts';
import './groupedChart/register.ts';
import './menuBlock/register.ts';
import './priorityChart/register.ts';
import './rankingTable/register.ts';
import './resultsBlock/register.ts';
import './selectionBlock/register.ts';
import './staticTable/register.ts';
import './variableActionBlock/register.ts';
import './variableBlock/register.ts';

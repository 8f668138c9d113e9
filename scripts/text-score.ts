/**
 * `npm run text:score`: the text engine on your own feedback. Reads comments from standard input (one a line, or a
 * CSV with a `text` column and an optional `lang` column) and writes one JSON line per comment: language, sentiment
 * label and score, categories of the default taxonomy with their own sentiment.
 *
 *   printf 'Bra service men lång kö\nNot good at all\n' | npm run -s text:score
 */
import { readComments, scoreComment, scoreLine } from '../server/text/score-input';

const chunks: Buffer[] = [];
for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
for (const comment of readComments(Buffer.concat(chunks).toString('utf8'))) process.stdout.write(`${scoreLine(scoreComment(comment))}\n`);

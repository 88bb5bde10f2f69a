-- The rater agreement statistic (issue #38 item 3): private.intraclass_correlation reproduces the
-- worked example of Shrout and Fleiss (1979), "Intraclass correlations: uses in assessing rater
-- reliability", Psychological Bulletin 86(2): Table 2's six targets rated by four judges, whose
-- analysis of variance gives BMS 11.24, JMS 32.49, EMS 1.02, and ICC(2,1) = .29 (Table 4).
-- Then the rules around it: averaged scores per pair, the complete block, too little to say.
begin;
select plan(14);

-- Table 2: targets 1-6 (rows), judges 1-4 (columns).
create temporary table shrout_fleiss (candidate text, rater text, score numeric);
insert into shrout_fleiss values
  ('1', 'j1', 9), ('1', 'j2', 2), ('1', 'j3', 5), ('1', 'j4', 8),
  ('2', 'j1', 6), ('2', 'j2', 1), ('2', 'j3', 3), ('2', 'j4', 2),
  ('3', 'j1', 8), ('3', 'j2', 4), ('3', 'j3', 6), ('3', 'j4', 8),
  ('4', 'j1', 7), ('4', 'j2', 1), ('4', 'j3', 2), ('4', 'j4', 6),
  ('5', 'j1', 10), ('5', 'j2', 5), ('5', 'j3', 6), ('5', 'j4', 9),
  ('6', 'j1', 6), ('6', 'j2', 2), ('6', 'j3', 4), ('6', 'j4', 7);

create temporary table result as
select * from private.intraclass_correlation(
  (select array_agg(candidate order by candidate, rater) from shrout_fleiss),
  (select array_agg(rater order by candidate, rater) from shrout_fleiss),
  (select array_agg(score order by candidate, rater) from shrout_fleiss));

select is((select round(bms, 2) from result), 11.24, 'Table 2''s between-targets mean square is 11.24.');
select is((select round(jms, 2) from result), 32.49, 'Its between-judges mean square is 32.49.');
select is((select round(ems, 2) from result), 1.02, 'Its residual mean square is 1.02.');
select is((select round(icc, 2) from result), 0.29, 'ICC(2,1) is .29, as in Table 4.');
select is((select (candidates, raters)::text from result), '(6,4)', 'It rests on 6 targets and 4 judges.');

-- A hand-checked case: two raters, three candidates, rater B always one point above rater A.
-- Candidate means 1.5, 2.5, 3.5 (grand 2.5): SS candidates = 2 * 2 = 4, BMS = 2; rater means 2
-- and 3: SS raters = 3 * 0.5 = 1.5, JMS = 1.5; SS total = 5.5, so EMS = 0. ICC = 2 / (2 + 0 + 2 *
-- 1.5 / 3) = 2 / 3: B's leniency costs agreement in absolute terms though the order is the same.
create temporary table lenient (candidate text, rater text, score numeric);
insert into lenient values ('c1', 'A', 1), ('c1', 'B', 2), ('c2', 'A', 2), ('c2', 'B', 3), ('c3', 'A', 3), ('c3', 'B', 4);
select is((select round(icc, 4) from private.intraclass_correlation(
             (select array_agg(candidate) from lenient), (select array_agg(rater) from lenient),
             (select array_agg(score) from lenient))), round(2 / 3.0, 4),
  'A rater one point more lenient on every candidate: ICC 2/3, by hand.');

-- Several scores of one candidate by one rater (a competency rated on two answers) count as their mean.
insert into lenient values ('c1', 'A', 1), ('c1', 'A', 1);
select is((select round(icc, 4) from private.intraclass_correlation(
             (select array_agg(candidate) from lenient), (select array_agg(rater) from lenient),
             (select array_agg(score) from lenient))), round(2 / 3.0, 4),
  'Repeated scores of one pair are averaged before the analysis.');
insert into lenient values ('c1', 'A', 4);
select is((select (candidates, raters)::text from private.intraclass_correlation(
             (select array_agg(candidate) from lenient), (select array_agg(rater) from lenient),
             (select array_agg(score) from lenient))), '(3,2)',
  'A changed mean of a pair changes the figure, not the block.');
delete from lenient where candidate = 'c1' and rater = 'A' and score in (1, 4);
insert into lenient values ('c1', 'A', 1);

-- The complete block: a third rater who scored only c1 and c2 leaves c3 out; one who scored a
-- single candidate is not counted at all.
insert into lenient values ('c1', 'C', 5), ('c2', 'C', 5), ('c9', 'D', 3);
select is((select (candidates, raters)::text from private.intraclass_correlation(
             (select array_agg(candidate) from lenient), (select array_agg(rater) from lenient),
             (select array_agg(score) from lenient))), '(2,3)',
  'Only the candidates every counted rater scored are analysed; a rater of one candidate is not counted.');

-- Too little to say.
select is((select (icc, candidates, raters)::text from private.intraclass_correlation(
             array['c1', 'c2'], array['A', 'A'], array[3, 4]::numeric[])), '(,2,1)',
  'One rater: no agreement to measure.');
select is((select (icc, candidates, raters)::text from private.intraclass_correlation(
             array['c1', 'c1'], array['A', 'B'], array[3, 4]::numeric[])), '(,0,0)',
  'One candidate each: no rater scored two, nothing is analysed.');
select is((select icc from private.intraclass_correlation(
             array['c1', 'c1', 'c2', 'c2'], array['A', 'B', 'A', 'B'], array[3, 3, 3, 3]::numeric[])), null,
  'Every score the same: no variance, no figure.');
select is((select (icc, candidates, raters)::text from private.intraclass_correlation(
             array['c1', 'c1', 'c2', null], array['A', 'B', 'A', 'B'], array[3, null, 3, 3]::numeric[])), '(,2,1)',
  'A missing candidate, rater or score leaves its row out: B has nothing left.');

select ok(not has_function_privilege('authenticated', 'private.intraclass_correlation(text[], text[], numeric[])', 'execute')
          and not has_function_privilege('anon', 'private.intraclass_correlation(text[], text[], numeric[])', 'execute'),
  'The client roles cannot call it directly.');

select * from finish();
rollback;

// The interviews we wrote for common roles (issue #37): offered in every workspace's library, to
// start from and edit. Each asks for past behaviour ("Tell us about a time…"), which predicts
// performance better than hypotheticals, in the format the answer needs, and comes with a
// scorecard whose anchors say what an answer at each level shows (scorecard-templates.ts), each
// question linked to the competencies it evidences.
import type { InterviewContentInput } from './interviews.ts';
import { scorecardTemplates, type ScorecardTemplate } from './scorecard-templates.ts';

export interface BuiltinInterviewTemplate {
  /** Stable: the template's id is `builtin:<slug>`. */
  slug: string;
  name: string;
  content: InterviewContentInput;
}

function competenciesOf(name: string): ScorecardTemplate['competencies'] {
  const template = scorecardTemplates.find((candidate) => candidate.name === name);
  if (!template) throw new Error(`No scorecard template named ${name}`);
  return template.competencies;
}

// Indices into each scorecard below, so a question's links read as what they evaluate.
const CUSTOMER = { empathy: 0, clarity: 1, difficult: 2, curiosity: 3 };
const ENGINEERING = { depth: 0, design: 1, debugging: 2, collaboration: 3, quality: 4 };
const GENERAL = { communication: 0, problemSolving: 1, ownership: 2, motivation: 3 };
const SALES = { discovery: 0, persuasion: 1, resilience: 2, pipeline: 3 };

const salesCompetencies: ScorecardTemplate['competencies'] = [
  {
    name: 'Discovery',
    description: 'Asks questions that uncover the buyer’s real need, budget and decision process.',
    anchors: [
      'Pitches without asking anything about the buyer.',
      'Asks generic questions and does not follow up on the answers.',
      'Uncovers the main need and who decides.',
      'Digs into the problem behind the request, its cost and the buying process.',
      'Helps the buyer see a need they had not named, and qualifies out deals that do not fit.',
    ],
  },
  {
    name: 'Persuasion',
    description: 'Connects the offer to the buyer’s goals and handles objections honestly.',
    anchors: [
      'Lists features; meets objections with pressure or gives up.',
      'Explains the offer, but not why it matters to this buyer.',
      'Links the main benefits to the buyer’s need and answers common objections.',
      'Tailors the case to each stakeholder and treats objections as information.',
      'Builds a business case the buyer can defend internally, and wins trust by saying what the product does not do.',
    ],
  },
  {
    name: 'Resilience',
    description: 'Keeps going after rejection, learns from lost deals and stays steady under a target.',
    anchors: [
      'Discouraged by rejection; blames the market or the product.',
      'Keeps going, but repeats the same approach.',
      'Recovers from setbacks and can say what they changed after one.',
      'Reviews lost deals on purpose and shows the results of what they changed.',
      'Stays steady through a long slump and helps teammates through theirs.',
    ],
  },
  {
    name: 'Pipeline management',
    description: 'Plans their week around the pipeline, forecasts honestly and follows up reliably.',
    anchors: [
      'No system; deals are forgotten or chased at random.',
      'Tracks deals, but forecasts are hopeful rather than evidenced.',
      'Keeps an up-to-date pipeline and follows up on time.',
      'Prioritises by likelihood and value, and forecasts within a reasonable margin.',
      'Runs their pipeline like a business: clear stages, accurate forecasts, time spent where it pays.',
    ],
  },
];

export const builtinInterviewTemplates: readonly BuiltinInterviewTemplate[] = [
  {
    slug: 'customer-support-agent',
    name: 'Customer support agent',
    content: {
      title: 'Customer support agent',
      description:
        'A short interview about how you help customers. Answer as you would speak to a colleague: there are no trick questions.',
      questions: [
        {
          text: 'Which support channels have you worked in?',
          response_format: 'CHOICE',
          multiple_choice: true,
          options: [
            { label: 'Phone', knockout: false },
            { label: 'E-mail or tickets', knockout: false },
            { label: 'Live chat', knockout: false },
            { label: 'Social media', knockout: false },
            { label: 'None yet', knockout: false },
          ],
          max_attempts: 1,
        },
        {
          text: 'Tell us about a time a customer was upset with you or your company. What happened, what did you do, and how did it end?',
          response_format: 'VIDEO',
          time_limit_seconds: 180,
          thinking_seconds: 30,
          competency_indices: [CUSTOMER.empathy, CUSTOMER.difficult],
        },
        {
          text: 'Describe a time you had to explain something complicated (a policy, a bill, a product setting) to a customer who was not technical. How did you make sure they understood?',
          response_format: 'VIDEO',
          time_limit_seconds: 180,
          thinking_seconds: 30,
          competency_indices: [CUSTOMER.clarity],
        },
        {
          text: 'Tell us about a question from a customer you could not answer at first. How did you find the answer, and what did you do with what you learned?',
          response_format: 'AUDIO',
          time_limit_seconds: 150,
          thinking_seconds: 30,
          competency_indices: [CUSTOMER.curiosity],
        },
        {
          text: 'A customer writes: "I was charged twice this month and nobody has replied to my last two e-mails. I want a refund today." Write the reply you would send.',
          response_format: 'TEXT',
          time_limit_seconds: 600,
          competency_indices: [CUSTOMER.empathy, CUSTOMER.clarity],
        },
      ],
      reminder_hours: [48, 24],
      scorecard: { competencies: competenciesOf('Customer-facing') },
    },
  },
  {
    slug: 'software-engineer',
    name: 'Software engineer',
    content: {
      title: 'Software engineer',
      description:
        'Questions about how you build, fix and design software, and how you work with a team. Take the thinking time to pick a real example.',
      questions: [
        {
          text: 'Walk us through a piece of software you built that you are proud of. What problem did it solve, what were the main design decisions, and what would you change now?',
          response_format: 'VIDEO',
          time_limit_seconds: 300,
          thinking_seconds: 60,
          competency_indices: [ENGINEERING.depth, ENGINEERING.design],
        },
        {
          text: 'Tell us about the hardest bug you have tracked down. How did you narrow it down, what was the cause, and how did you make sure it did not come back?',
          response_format: 'VIDEO',
          time_limit_seconds: 240,
          thinking_seconds: 60,
          competency_indices: [ENGINEERING.debugging, ENGINEERING.quality],
        },
        {
          text: 'Describe a time you disagreed with a teammate about a technical decision, for example in a code review. How did you handle it and what was decided?',
          response_format: 'VIDEO',
          time_limit_seconds: 180,
          thinking_seconds: 30,
          competency_indices: [ENGINEERING.collaboration],
        },
        {
          text: 'A page of our product that used to load in under a second now takes eight seconds for some users. Describe, in writing, how you would find out why and what you would look at first.',
          response_format: 'TEXT',
          time_limit_seconds: 600,
          competency_indices: [ENGINEERING.debugging, ENGINEERING.design],
        },
        {
          text: 'What does good code look like to you? Tell us about a habit or practice you follow to keep your code easy to change, and why.',
          response_format: 'AUDIO',
          time_limit_seconds: 150,
          thinking_seconds: 30,
          competency_indices: [ENGINEERING.quality],
        },
      ],
      default_deadline_days: 10,
      reminder_hours: [72, 24],
      scorecard: { competencies: competenciesOf('Engineering') },
    },
  },
  {
    slug: 'sales-representative',
    name: 'Sales representative',
    content: {
      title: 'Sales representative',
      description:
        'A few questions about how you find, win and keep customers. Use real examples; numbers help where you have them.',
      questions: [
        {
          text: 'Tell us about a deal you won that you were proud of. How did you find out what the buyer really needed, and what made them choose you?',
          response_format: 'VIDEO',
          time_limit_seconds: 180,
          thinking_seconds: 30,
          competency_indices: [SALES.discovery, SALES.persuasion],
        },
        {
          text: 'Describe a deal you lost. What happened, what did you learn, and what do you do differently since?',
          response_format: 'VIDEO',
          time_limit_seconds: 180,
          thinking_seconds: 30,
          competency_indices: [SALES.resilience],
        },
        {
          text: 'A prospect tells you: "Your price is 30% higher than the competitor we are talking to." What do you say? Answer as if you were speaking to them.',
          response_format: 'VIDEO',
          time_limit_seconds: 120,
          thinking_seconds: 30,
          max_attempts: 2,
          competency_indices: [SALES.persuasion],
        },
        {
          text: 'How do you organise a typical week so that you meet your target? Tell us how you decide which deals and prospects get your time.',
          response_format: 'AUDIO',
          time_limit_seconds: 150,
          thinking_seconds: 30,
          competency_indices: [SALES.pipeline],
        },
      ],
      reminder_hours: [48, 24],
      scorecard: { competencies: salesCompetencies },
    },
  },
  {
    slug: 'graduate-campus-hire',
    name: 'Graduate / campus hire',
    content: {
      title: 'Graduate programme',
      description:
        'An interview for students and recent graduates. Examples from your studies, jobs, volunteering or clubs are all welcome.',
      questions: [
        {
          text: 'Why are you applying for this programme, and what do you hope to learn in your first year?',
          response_format: 'VIDEO',
          time_limit_seconds: 120,
          thinking_seconds: 30,
          competency_indices: [GENERAL.motivation, GENERAL.communication],
        },
        {
          text: 'Tell us about a project (in your studies, a job, a club or on your own) where you took responsibility for the result. What did you do, and how did it turn out?',
          response_format: 'VIDEO',
          time_limit_seconds: 180,
          thinking_seconds: 30,
          competency_indices: [GENERAL.ownership],
        },
        {
          text: 'Describe a problem you solved that you did not know how to solve at the start. How did you approach it?',
          response_format: 'VIDEO',
          time_limit_seconds: 180,
          thinking_seconds: 30,
          competency_indices: [GENERAL.problemSolving],
        },
        {
          text: 'Tell us about a time you made a mistake or received difficult feedback. What did you do with it?',
          response_format: 'AUDIO',
          time_limit_seconds: 150,
          thinking_seconds: 30,
          competency_indices: [GENERAL.ownership, GENERAL.communication],
        },
        {
          text: 'In a few sentences, explain something you know well (a topic from your studies, a hobby, a game) to someone who has never heard of it.',
          response_format: 'TEXT',
          time_limit_seconds: 600,
          competency_indices: [GENERAL.communication],
        },
      ],
      default_deadline_days: 14,
      reminder_hours: [72, 24],
      scorecard: { competencies: competenciesOf('General') },
    },
  },
];

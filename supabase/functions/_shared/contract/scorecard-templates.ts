// Starting templates of the scorecard builder (docs/product.md §5): a recruiter picks one and edits
// it. Each anchor says what an answer at that level shows, so raters score against the same bar.
import type { CompetencyInput } from './scorecards.ts';

export interface ScorecardTemplate {
  name: string;
  competencies: (CompetencyInput & { description: string; anchors: string[] })[];
}

export const scorecardTemplates: readonly ScorecardTemplate[] = [
  {
    name: 'General',
    competencies: [
      {
        name: 'Communication',
        description:
          'Explains ideas clearly and in a sensible order, and fits the answer to the question asked.',
        anchors: [
          'Hard to follow; the answer does not address the question.',
          'Addresses the question in part, but jumps around or stays vague.',
          'Clear and on topic, with a few detours or unexplained terms.',
          'Clear, well ordered and concise; the main point comes early.',
          'Crisp and structured; adapts the level of detail to the listener without being asked.',
        ],
      },
      {
        name: 'Problem solving',
        description: 'Breaks a problem down, weighs options and reaches a reasoned conclusion.',
        anchors: [
          'No visible approach; jumps to an answer or gives none.',
          'Names a solution but cannot explain why it would work.',
          'Follows a reasonable approach and explains the main steps.',
          'Structures the problem, compares options and justifies the choice.',
          'Finds the real constraint, considers trade-offs and risks, and says how they would check the result.',
        ],
      },
      {
        name: 'Ownership',
        description:
          'Takes responsibility for outcomes, including mistakes, and follows through without being chased.',
        anchors: [
          'Blames others or circumstances; no example of taking responsibility.',
          'Describes doing what was asked, but not owning the outcome.',
          'Gives an example of seeing a task through, with some initiative.',
          'Gives concrete examples of driving work to an outcome and owning a mistake.',
          'Consistently takes on problems beyond their role and shows what changed because of it.',
        ],
      },
      {
        name: 'Motivation and fit',
        description: 'Understands the role and can say why it suits them and what they want to contribute.',
        anchors: [
          'Shows no understanding of the role or interest in it.',
          'Generic interest that could apply to any job.',
          'Knows what the role involves and gives a plausible reason for applying.',
          'Connects their experience and goals to the role in specific terms.',
          'Makes a compelling, specific case for what they would bring and why this role in particular.',
        ],
      },
    ],
  },
  {
    name: 'Customer-facing',
    competencies: [
      {
        name: 'Empathy',
        description: 'Understands what the customer needs and how they feel, and shows it.',
        anchors: [
          'Dismisses or ignores the customer’s point of view.',
          'Acknowledges the customer but focuses on their own script or process.',
          'Listens and restates the customer’s need correctly.',
          'Reads the need behind the request and adjusts tone and approach to it.',
          'Anticipates what the customer has not said yet and builds trust while keeping the conversation on track.',
        ],
      },
      {
        name: 'Clarity',
        description: 'Explains products, policies and next steps in plain words the customer can act on.',
        anchors: [
          'Confusing or full of jargon; the customer would not know what to do.',
          'Mostly understandable, but leaves out key steps or conditions.',
          'Clear explanation with the next steps stated.',
          'Plain, well ordered and checks that the customer understood.',
          'Makes a complex topic simple without losing accuracy, and sets clear expectations on timing.',
        ],
      },
      {
        name: 'Handling difficult situations',
        description: 'Stays calm with upset customers, de-escalates and finds a workable outcome.',
        anchors: [
          'Becomes defensive or would escalate the conflict.',
          'Stays polite but has no way to move the situation forward.',
          'De-escalates and offers a reasonable resolution within the rules.',
          'Stays calm, owns what went wrong and finds a solution the customer accepts.',
          'Turns a hostile situation into a good outcome and says how they would prevent it happening again.',
        ],
      },
      {
        name: 'Product curiosity',
        description: 'Wants to understand the product and the customer’s use of it, and learns quickly.',
        anchors: [
          'Shows no interest in how the product works or is used.',
          'Would rely on scripts and escalate anything unfamiliar.',
          'Describes how they would learn the product and find answers.',
          'Gives examples of learning a product deeply and using that to help customers.',
          'Brings customer insight back to the team and improves the product or the process.',
        ],
      },
    ],
  },
  {
    name: 'Engineering',
    competencies: [
      {
        name: 'Technical depth',
        description:
          'Knows their tools and the principles underneath, and explains why things work the way they do.',
        anchors: [
          'Cannot explain the basics of the technologies they list.',
          'Knows how to use the tools but not why they work as they do.',
          'Solid working knowledge; explains the main mechanisms correctly.',
          'Explains internals and limits, and when to choose one approach over another.',
          'Deep, accurate understanding; connects details to system-level consequences with clear examples.',
        ],
      },
      {
        name: 'System design',
        description:
          'Shapes software so it is simple, reliable and can change, and reasons about trade-offs.',
        anchors: [
          'No structure; ignores scale, failure or change.',
          'A design that works for the happy path only.',
          'A sensible design with the main components and data flow explained.',
          'Considers failure, scale and cost, and justifies the trade-offs made.',
          'A simple design that fits the real constraints, with risks, migration and monitoring thought through.',
        ],
      },
      {
        name: 'Debugging',
        description: 'Finds the cause of a problem methodically and fixes it so it stays fixed.',
        anchors: [
          'Guesses at fixes without gathering evidence.',
          'Finds the symptom but not the cause.',
          'Narrows the problem down step by step and fixes the cause.',
          'Uses evidence (logs, reproductions, measurements) well and adds a test so it cannot return.',
          'Systematic and fast under pressure; improves tooling or design so the class of bug disappears.',
        ],
      },
      {
        name: 'Collaboration',
        description: 'Works well with others through reviews, shared decisions and disagreements.',
        anchors: [
          'Works alone by preference; dismissive of others’ input.',
          'Cooperates when asked but does not seek feedback or share context.',
          'Gives and takes feedback constructively in reviews and planning.',
          'Raises disagreements openly with reasons and helps the team reach decisions.',
          'Makes the people around them better: mentors, documents decisions and resolves conflict well.',
        ],
      },
      {
        name: 'Code quality',
        description: 'Writes code that is correct, readable, tested and easy to change.',
        anchors: [
          'No attention to readability or tests.',
          'Code works, but testing and naming are afterthoughts.',
          'Writes readable code with reasonable tests.',
          'Keeps code simple, well tested and easy to review; explains their standards.',
          'Sets the bar for the team: clear design, meaningful tests and pragmatic judgement on when to stop.',
        ],
      },
    ],
  },
];

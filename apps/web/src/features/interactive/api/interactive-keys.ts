export const interactiveKeys = {
  all: ['interactive'] as const,
  lottery: (id: number) => ['interactive', 'lottery', id] as const,
  myLotteries: (won: boolean) => ['interactive', 'my-lotteries', won] as const,
  questionnaire: (id: number) => ['interactive', 'questionnaire', id] as const,
  risk: () => ['interactive', 'risk'] as const,
  riskProfile: () => ['interactive', 'risk-profile'] as const,
};

#pragma once

#include <QWidget>

class QComboBox;
class QTableWidget;

namespace parallax::ui {

class CorpusModel;

// Two sources side by side, aligned on the events they share like a diff
// tool aligns lines; the gutter marks each shared event, red where the two
// disagree on its date. Events only one source tells stand alone.
class ParallelReader final : public QWidget
{
    Q_OBJECT
public:
    explicit ParallelReader(CorpusModel *model, QWidget *parent = nullptr);

    void setSources(const QString &left, const QString &right);
    QTableWidget *table() const { return m_table; }
    // Row → event (or -1) for tests.
    int eventAtRow(int row) const;

private:
    void rebuild();
    void fillPickers();
    void markSelection();

    CorpusModel *m_model;
    QComboBox *m_left;
    QComboBox *m_right;
    QTableWidget *m_table;
    QList<int> m_rowEvents;
};

} // namespace parallax::ui

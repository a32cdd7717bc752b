#pragma once

#include <ui/reading/parallelmodel.h>

#include <QWidget>

#include <utility>

class QComboBox;
class QHBoxLayout;
class QTableView;
class QToolButton;

namespace parallax::ui {

class CorpusModel;

// Two or more sources side by side, aligned on the events they share like a
// diff tool aligns lines; between neighbouring columns a gutter marks each
// shared event, red (≠) where the two disagree on its date. Events only one
// source tells stand alone.
class ParallelReader final : public QWidget
{
    Q_OBJECT
public:
    explicit ParallelReader(CorpusModel *model, QWidget *parent = nullptr);

    // Shows these sources, in this order (two or more).
    void setSources(const QStringList &sourceIds);
    QStringList sources() const;
    QTableView *table() const { return m_table; }
    // Row → event (or -1); source i is in column 2i, the gutters in between.
    int eventAtRow(int row) const;

private:
    void rebuild();
    void fillPickers();
    void showPair(std::pair<int, int> pair);
    void showAlignment(ParallelModel::Alignment alignment, const QStringList &headers, const QList<QFont> &fonts);
    void markSelection();
    QComboBox *addPicker(int index);

    CorpusModel *m_model;
    QHBoxLayout *m_bar;
    QList<QComboBox *> m_pickers;
    QToolButton *m_add;
    QToolButton *m_remove;
    QTableView *m_table;
    ParallelModel *m_rowsModel;
    int m_generation = 0; // of the sources picked: an older alignment is dropped
};

} // namespace parallax::ui
